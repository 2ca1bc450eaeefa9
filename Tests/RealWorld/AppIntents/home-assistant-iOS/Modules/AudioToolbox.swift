// Stub: imported by the widget intent, nothing of it used in the files kept.
