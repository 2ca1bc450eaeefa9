#ifndef AIRPORT_SNAPSHOT_H
#define AIRPORT_SNAPSHOT_H

#include <stddef.h>

/// The index snapshot of data/airports.tsv, compiled into the program (airports.index, built by
/// `intentctl data build data/airports.tsv -o Sources/AirportSnapshot/airports.index`).
const unsigned char *airport_snapshot_bytes(void);

/// The snapshot's size in bytes.
size_t airport_snapshot_size(void);

#endif
