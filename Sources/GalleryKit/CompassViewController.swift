#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// A small overlay that shows which way is north; the scenario adds it to
/// the tunnel and removes it again.
public final class CompassViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white.withAlphaComponent(0.8)
        let needle = UIView(frame: CGRect(x: 56, y: 6, width: 8, height: 32))
        needle.backgroundColor = .red
        view.addSubview(needle)
    }
}
