import DocumentFormats

/// The outcome of validating a configuration document: the validated configuration, present only
/// when no diagnostic is an error, and every problem found.
public typealias ValidationResult = Diagnosed<WidgetConfiguration>
