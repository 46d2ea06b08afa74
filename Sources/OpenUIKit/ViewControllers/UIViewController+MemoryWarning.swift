extension UIViewController {
    /// Delivers a memory warning to this controller, then its children in order.
    func _deliverMemoryWarning() {
        _frameworkCall("didReceiveMemoryWarning()") { didReceiveMemoryWarning() }
        for child in _children { child._deliverMemoryWarning() }
    }
}
