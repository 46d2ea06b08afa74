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
    nonisolated static func describe(_ object: AnyObject, serial: Int) -> String {
        "<\(String(describing: type(of: object))): 0x\(String(serial, radix: 16))>"
    }

    /// A class's name as the Objective-C runtime gives it, which is what
    /// UIKit's descriptions print: `UIView` for a class of the framework,
    /// `MyApp.BadgeView` (module-qualified) for a class of a program.
    nonisolated static func runtimeName(of type: AnyObject.Type) -> String {
        let qualified = String(reflecting: type)
        let framework = "OpenUIKit."
        return qualified.hasPrefix(framework) ? String(qualified.dropFirst(framework.count)) : qualified
    }
}
