// App Intents' module interface re-exports Foundation: a file that imports only AppIntents (or
// WidgetKit) uses Date, URL and LocalizedStringResource. See README.md.

@_exported import Foundation
