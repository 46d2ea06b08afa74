import Foundation

extension UIViewController {
    /// The name this controller has in trace lines: the one given with
    /// ``LifecycleTrace/setName(_:for:)``, else its type name.
    var _resolvedTraceName: String { _traceName ?? String(describing: type(of: self)) }

    /// `Parent` or `nil`, for trace arguments.
    static func _traceArgument(_ controller: UIViewController?) -> String {
        controller?._resolvedTraceName ?? "nil"
    }

    func _trace(_ callback: @autoclosure () -> String) {
        UIApplication.shared.lifecycleTrace.record(self, callback())
    }

    /// Makes a framework call to an override point, writing its trace line first.
    ///
    /// Base implementations that trace themselves (`willMove(toParent:)`,
    /// `didMove(toParent:)`, called by containers as well as by the framework)
    /// see the raised depth and stay quiet.
    func _frameworkCall(_ callback: @autoclosure () -> String, _ body: () -> Void) {
        _trace(callback())
        _tracedCallDepth += 1
        body()
        _tracedCallDepth -= 1
    }

    /// `<Child: 0x1f>`, with a serial number in place of an address.
    var _shortDescription: String { ObjectSerial.describe(self, serial: _serial) }

    func _callViewWillLayoutSubviews() {
        _frameworkCall("viewWillLayoutSubviews()") { viewWillLayoutSubviews() }
    }

    func _callViewDidLayoutSubviews() {
        _frameworkCall("viewDidLayoutSubviews()") { viewDidLayoutSubviews() }
    }
}
