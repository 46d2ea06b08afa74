import Foundation
import GalleryKit

// Top-level code runs on the main actor; `assumeIsolated` lets the
// synchronous gallery code say so to the compiler.
let status = MainActor.assumeIsolated {
    GalleryCommand(arguments: Array(CommandLine.arguments.dropFirst())).run()
}
exit(status)
