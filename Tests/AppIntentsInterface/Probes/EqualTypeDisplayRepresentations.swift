// Probe: Apple's TypeDisplayRepresentation is not Equatable, so Xcode rejects `==` on it.

import AppIntents

let first: TypeDisplayRepresentation = "First"
let second: TypeDisplayRepresentation = "Second"
let same = first == second
