import Foundation
import OpenUIKit

/// libFuzzer's entry point: one input, one call of
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// against ``VisualFormatScene``, whose checks trap (a crash to libFuzzer)
/// when the state is not sound afterwards.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    // libFuzzer calls in on the main thread, outside any task.
    MainActor.assumeIsolated { VisualFormatScene.exercise(input) }
    return 0
}

/// What one fuzz input asks for: format options and a format string.
///
/// The bytes are the format, decoded as UTF-8 with invalid sequences
/// replaced by U+FFFD. An input whose first line is `#` and a hexadecimal
/// number, as in `#20400\nH:|-[a]-[b]|`, passes that number as the raw
/// options (every bit, defined or not) and the rest as the format; a first
/// line that is not such a number passes no options.
struct FuzzInput: Sendable {
    var options: NSLayoutConstraint.FormatOptions = []
    var format: String
    /// The input as libFuzzer gave it.
    var bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var body = bytes[...]
        if bytes.first == UInt8(ascii: "#"), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            let header = String(decoding: bytes[1..<newline], as: UTF8.self)
            options = NSLayoutConstraint.FormatOptions(rawValue: UInt(header, radix: 16) ?? 0)
            body = bytes[(newline + 1)...]
        }
        format = String(decoding: body, as: UTF8.self)
    }
}
