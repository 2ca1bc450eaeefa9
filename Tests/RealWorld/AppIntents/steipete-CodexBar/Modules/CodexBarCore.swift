// Stubs of CodexBar's own CodexBarCore module: the providers and the usage snapshot the widget shows.

import Foundation

public enum UsageProvider: String, CaseIterable, Sendable {
    case codex, claude, gemini, alibaba, alibabatokenplan, qwencloud, antigravity, cursor, zai, copilot, devin
    case minimax, kilo, opencode, opencodego, mistral, kimi

    public var instanceID: ProviderInstanceID { ProviderInstanceID(firstPartyProvider: self) }
}

public struct ProviderInstanceID: Equatable, Sendable {
    public var firstPartyProvider: UsageProvider?
}

public struct ProviderDescriptor: Sendable {
    public struct Metadata: Sendable {
        public var widgetSelectable = true
    }

    public var metadata = Metadata()
}

public enum ProviderDescriptorRegistry {
    public static func descriptor(for provider: UsageProvider) -> ProviderDescriptor { ProviderDescriptor() }
}

public struct RateWindow: Sendable {
    public init(usedPercent: Double, windowMinutes: Int?, resetsAt: Date?, resetDescription: String?) {}
}

public struct WidgetSnapshot: Sendable {
    public struct TokenUsageSummary: Sendable {
        public init(sessionCostUSD: Double, sessionTokens: Int, last30DaysCostUSD: Double, last30DaysTokens: Int) {}
    }

    public struct DailyUsagePoint: Sendable {
        public init(dayKey: String, totalTokens: Int, costUSD: Double) {}
    }

    public struct ProviderEntry: Sendable {
        public var provider: ProviderInstanceID
        public init(
            provider: UsageProvider, updatedAt: Date, primary: RateWindow?, secondary: RateWindow?,
            tertiary: RateWindow?, creditsRemaining: Double?, codeReviewRemainingPercent: Double?,
            tokenUsage: TokenUsageSummary?, dailyUsage: [DailyUsagePoint]
        ) {
            self.provider = provider.instanceID
        }
    }

    public var entries: [ProviderEntry]
    public var enabledProviders: [ProviderInstanceID]
    public init(entries: [ProviderEntry], enabledProviders: [ProviderInstanceID] = [], generatedAt: Date) {
        self.entries = entries
        self.enabledProviders = enabledProviders
    }
}

public enum WidgetSnapshotStore {
    public static func load() -> WidgetSnapshot? { nil }
}

public enum WidgetSelectionStore {
    public static func saveSelectedProvider(_ provider: UsageProvider) {}
    public static func loadSelectedProvider() -> ProviderInstanceID? { nil }
}

public enum BurnDownRefreshSchedule {
    public static func nextRefresh(snapshot: WidgetSnapshot, provider: UsageProvider, now: Date) -> Date { now }
}
