// Stand-in for Apple's `os` Swift overlay: the C module of the same name, with OSLog's Logger.

@_exported import OSLog
