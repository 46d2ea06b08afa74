import Foundation
import GalleryKit

// Top-level code runs on the main actor; `assumeIsolated` lets the
// synchronous gallery code say so to the compiler.
let status = MainActor.assumeIsolated {
    GalleryCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
