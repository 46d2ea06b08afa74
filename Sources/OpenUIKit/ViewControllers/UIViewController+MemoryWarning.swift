extension UIViewController {
    /// Delivers a memory warning to this controller, then its children in
    /// order, skipping (and adding to `warned`) those already warned.
    ///
    /// Top-down with an explicit stack (any depth works); a controller's
    /// children are read after its own callback, as a recursive walk would.
    func _deliverMemoryWarning(noting warned: inout Set<ObjectIdentifier>) {
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast() {
            guard warned.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller._frameworkCall("didReceiveMemoryWarning()") { controller.didReceiveMemoryWarning() }
            stack.append(contentsOf: controller._children.reversed())
        }
    }
}
