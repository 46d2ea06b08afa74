/// Gives views and view controllers a per-process serial number, so that
/// descriptions in diagnostics and dumps (`<Child: 0x1f>`) are deterministic
/// for a given script, where a memory address would not be.
@MainActor
enum ObjectSerial {
    private static var last = 0

    static func next() -> Int {
        last += 1
        return last
    }

    /// `<TypeName: 0x…>`, the shape of an Objective-C description.
    static func describe(_ object: AnyObject, serial: Int) -> String {
        "<\(String(describing: type(of: object))): 0x\(String(serial, radix: 16))>"
    }
}
