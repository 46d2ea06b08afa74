import Foundation

extension UIViewController {
    /// Loads the view: `loadView()`, then `viewDidLoad()`.
    ///
    /// A `loadView()` that sets no view is misuse (UIKit raises); OpenUIKit
    /// reports it and installs a plain view so that the controller stays usable.
    func _loadViewIfNeeded() {
        guard _view == nil else { return }
        _frameworkCall("loadView()") { loadView() }
        if _view == nil {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(_shortDescription): loadView() did not set a view; using a plain UIView."
            )
            _setView(UIView(frame: UIScreen.main.bounds))
        }
        _frameworkCall("viewDidLoad()") { viewDidLoad() }
    }

    /// Installs a root view, detaching the previous one from this controller.
    func _setView(_ newView: UIView?) {
        if newView === _view { return }
        if let newView, let owner = newView._owningController, owner !== self {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(newView._shortDescription) is already the view of \(owner._shortDescription); it cannot also be the view of \(_shortDescription)."
            )
            return
        }
        if let old = _view, old._viewController === self { old._viewController = nil }
        _view = newView
        newView?._viewController = self
        if let newView {
            newView._becameRootView()
            newView._applyTraits(_traits)
        }
    }
}
