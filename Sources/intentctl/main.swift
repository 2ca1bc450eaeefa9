import IntentctlKit

#if canImport(Glibc)
    import Glibc
#endif

exit(IntentCtl.runProcess())
