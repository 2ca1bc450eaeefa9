/// The large tables a search reuses, allocated once and freed with this object: for each indexed
/// word, each query word's typo edits (four bits a query word); for each place, its marks and its
/// best match in a one-word query. They are plain buffers, so reading and writing them costs no
/// copy-on-write or exclusivity check; a ``SearchState`` holds them and keeps this owner alive.
final class SearchBuffers {
    let typoMask: UnsafeMutableBufferPointer<UInt32>
    let placeStamp: UnsafeMutableBufferPointer<UInt32>
    let excludedStamp: UnsafeMutableBufferPointer<UInt32>
    let bestScore: UnsafeMutableBufferPointer<Double>
    let bestField: UnsafeMutableBufferPointer<UInt8>
    let bestIsTypo: UnsafeMutableBufferPointer<Bool>

    init(tokenCount: Int, placeCount: Int) {
        typoMask = .allocate(capacity: tokenCount)
        typoMask.initialize(repeating: 0)
        placeStamp = .allocate(capacity: placeCount)
        placeStamp.initialize(repeating: 0)
        excludedStamp = .allocate(capacity: placeCount)
        excludedStamp.initialize(repeating: 0)
        bestScore = .allocate(capacity: placeCount)
        bestScore.initialize(repeating: 0)
        bestField = .allocate(capacity: placeCount)
        bestField.initialize(repeating: 0)
        bestIsTypo = .allocate(capacity: placeCount)
        bestIsTypo.initialize(repeating: false)
    }

    deinit {
        typoMask.deallocate()
        placeStamp.deallocate()
        excludedStamp.deallocate()
        bestScore.deallocate()
        bestField.deallocate()
        bestIsTypo.deallocate()
    }
}
