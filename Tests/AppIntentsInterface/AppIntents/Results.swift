// What `perform()` returns: Apple's result container and the `.result(…)` family. See Strings.swift
// and README.md.

/// https://developer.apple.com/documentation/appintents/intentresult
/// `protocol IntentResult : _SupportsAppDependencies` — what `perform()` returns.
public protocol IntentResult: Sendable {}

/// https://developer.apple.com/documentation/appintents/returnsvalue
/// `protocol ReturnsValue<Value> : IntentResult` — written `some IntentResult & ReturnsValue<String>`.
public protocol ReturnsValue<Value>: IntentResult {
    /// https://developer.apple.com/documentation/appintents/returnsvalue/value
    associatedtype Value
}

/// https://developer.apple.com/documentation/appintents/providesdialog
/// `protocol ProvidesDialog : IntentResult where Self.Dialog == IntentDialog`
public protocol ProvidesDialog: IntentResult {}

/// https://developer.apple.com/documentation/appintents/intentresultcontainer
/// `struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog> where Value : _IntentValue, OpensAppIntent : AppIntent`
/// The stand-in leaves out the two constraints: Apple meets them for `Never`, which it makes an
/// intent value and an intent, and the results declared here need nothing more of them.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable {
    /// Stand-in only: the value `perform()` returned.
    public let _value: Value?
    /// https://developer.apple.com/documentation/appintents/intentresultcontainer/dialog
    /// `var dialog: IntentDialog?`
    public let dialog: IntentDialog?
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

extension IntentResult {
    /// https://developer.apple.com/documentation/appintents/intentresult/result()
    /// `static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never>`
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer(_value: nil, dialog: nil)
    }

    /// https://developer.apple.com/documentation/appintents/intentresult/result(dialog:)
    /// `static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog>`
    public static func result(dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(_value: nil, dialog: dialog)
    }

    /// https://developer.apple.com/documentation/appintents/intentresult/result(value:)
    /// `static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never>, Value : _IntentValue`
    public static func result<Value: _IntentValue>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(_value: value, dialog: nil)
    }

    /// https://developer.apple.com/documentation/appintents/intentresult/result(value:dialog:)
    /// `static func result<Value>(value: Value, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value : _IntentValue`
    public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        IntentResultContainer(_value: value, dialog: dialog)
    }
}
