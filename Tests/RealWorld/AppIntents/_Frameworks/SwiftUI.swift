// Stand-in for the part of SwiftUI the corpus files keep: none of their views (those were cut), only
// the module, which they import.
