import IntentctlKit

exitProcess(IntentCtl.runProcess())
