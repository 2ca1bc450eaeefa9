import AppIntents
import WidgetKit

/// What the widget target adds to the code its schema generates at build time: the kind it registers, and the
/// picker's index on the device. The schema's departure takes its options from the device, so the generated
/// `LocationQuery` answers from `airports.index` in the extension's bundle (`IntentctlDeviceIndex`) with no
/// network; the deals still come from the service.
enum OfflineDealsWidgetKind {
    /// The kind the widget registers with WidgetKit.
    static let kind = "OfflineDealsWidget"

    /// The package type the extension's own lists in its `includedPackages`.
    static var appIntentsPackage: any AppIntentsPackage.Type { OfflineDealsAppIntentsPackage.self }

    /// Why the picker cannot answer (the index is missing from the bundle, damaged, or of another format), or nil
    /// when it can: for the widget to show while the picker offers nothing.
    static var pickerProblem: String? {
        get async { await IntentctlDeviceIndex.shared.problem }
    }

    /// The entry shown before the first timeline arrives.
    static func placeholder(in context: OfflineDealsTimelineProvider.Context) -> OfflineDealsEntry {
        OfflineDealsTimelineProvider().placeholder(in: context)
    }
}
