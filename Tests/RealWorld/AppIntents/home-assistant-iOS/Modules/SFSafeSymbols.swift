// Stub: imported by the entity, nothing of it used in the files kept.
