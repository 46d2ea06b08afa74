import CLibFuzzer
import Foundation

// libFuzzer's runtime brings a `main` of its own, but SwiftPM renames an
// executable's entry point on Linux and points `main` at it, so the harness
// has a main that hands the command line to libFuzzer's driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
