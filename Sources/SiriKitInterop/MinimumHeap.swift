/// A binary min-heap of integers: the importer's order of parameters, each time the earliest ready one.
///
/// Complexity: O(log n) to insert and to take the minimum.
struct MinimumHeap {
    private var elements: [Int] = []

    /// Adds a value.
    mutating func insert(_ value: Int) {
        elements.append(value)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest value, nil when empty.
    mutating func popMinimum() -> Int? {
        guard let first = elements.first else { return nil }
        let last = elements.removeLast()
        guard !elements.isEmpty else { return first }
        elements[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < elements.count, elements[left] < elements[smallest] { smallest = left }
            if right < elements.count, elements[right] < elements[smallest] { smallest = right }
            guard smallest != parent else { return first }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
