import Foundation

/// An amount of money in a currency, written the way people read prices: with as many decimals
/// as the currency has minor units (`39.00 GBP`, `15400 JPY`, `12.125 KWD`).
public struct CurrencyAmount: Sendable, Equatable {
    /// The amount.
    public var amount: Decimal
    /// The ISO 4217 currency code (`GBP`).
    public var currency: String

    /// Creates an amount.
    public init(_ amount: Decimal, _ currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// The currencies whose minor unit is not a hundredth, from ISO 4217's list of codes (the
    /// "minor unit" column): none for the yen, the won and others, thousandths for the dinars of
    /// Bahrain, Iraq, Jordan, Kuwait, Libya and Tunisia, and the rial of Oman. Every other code
    /// has two decimals.
    static let decimalsByCurrency: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0,
        "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    ]

    /// How many decimals the currency's amounts are written with.
    public static func decimals(of currency: String) -> Int {
        decimalsByCurrency[currency] ?? 2
    }

    /// `39.00 GBP`: the amount rounded half away from zero to the currency's minor unit, with
    /// exactly that many decimals, then the code.
    public var text: String {
        let places = Self.decimals(of: currency)
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, places, .plain)
        var digits = "\(rounded)"
        if places > 0 {
            if !digits.contains(".") { digits += "." }
            let written = digits.split(separator: ".", omittingEmptySubsequences: false).last?.count ?? 0
            digits += String(repeating: "0", count: max(0, places - written))
        }
        return "\(digits) \(currency)"
    }
}
