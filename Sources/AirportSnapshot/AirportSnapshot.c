// The index snapshot compiled into the program: the bytes of airports.index, embedded by the
// compiler (C23 #embed) in read-only data, aligned so that its tables can be read in place.
#include "AirportSnapshot.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char snapshot[] __attribute__((aligned(64))) = {
#embed "airports.index" if_empty(0)
};

const unsigned char *airport_snapshot_bytes(void) { return snapshot; }

size_t airport_snapshot_size(void) { return sizeof snapshot; }
