extension UIViewController {
    /// Delivers a memory warning to this controller, then its children in
    /// order, skipping (and adding to `warned`) those already warned.
    func _deliverMemoryWarning(noting warned: inout Set<ObjectIdentifier>) {
        guard warned.insert(ObjectIdentifier(self)).inserted else { return }
        _frameworkCall("didReceiveMemoryWarning()") { didReceiveMemoryWarning() }
        for child in _children { child._deliverMemoryWarning(noting: &warned) }
    }
}
