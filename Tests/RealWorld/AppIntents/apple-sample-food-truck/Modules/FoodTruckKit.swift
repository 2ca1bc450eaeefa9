// Stub of the sample's own FoodTruckKit type that the intent file uses.

public enum Timeframe {
    case today, week, month, year
}
