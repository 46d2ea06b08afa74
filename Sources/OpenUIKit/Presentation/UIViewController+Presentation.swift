import Foundation

extension UIViewController {
    /// `presentedViewController`: what this controller presented, else what
    /// its nearest presenting ancestor presented (Apple's documentation of
    /// the property: "…or one of its ancestors").
    var _presentedByThisOrAncestor: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller._modal.presented { return presented }
            current = controller._parent
        }
        return nil
    }

    /// `presentingViewController`: the presenter of this controller or of
    /// its nearest presented ancestor.
    var _presentingOfThisOrAncestor: UIViewController? { _enclosingPresentation?.presenting }

    /// The presentation of this controller or of its nearest presented ancestor.
    var _enclosingPresentation: _Presentation? {
        var current: UIViewController? = self
        while let controller = current {
            if let presentation = controller._modal.presentation { return presentation }
            current = controller._parent
        }
        return nil
    }

    /// The presentation controller, made for the current style on first use.
    var _lazyPresentationController: UIPresentationController? {
        if let existing = _modal.presentationController { return existing }
        let made = UIPresentationController._builtIn(style: modalPresentationStyle._resolved, presented: self, presenting: nil)
        _modal.presentationController = made
        return made
    }

    /// The controller that provides the context for presenting with `style`
    /// from this controller.
    ///
    /// For `.currentContext` and `.overCurrentContext` UIKit walks up from
    /// the presenting controller to the first that `definesPresentationContext`
    /// (Apple's documentation of that property); every other style, and a
    /// walk that finds none, takes the top of this controller's tree — the
    /// window's root or a presented controller — as the context (Apple,
    /// `UIPresentationController.presentingViewController`).
    func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style._isContextual {
            var current: UIViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller._parent
            }
        }
        var top = self
        while let parent = top._parent { top = parent }
        return top
    }

    func _present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let deferred = _ModalTransitionQueue.shared.deferIfBusy { [weak self] in
            self?._present(presented, animated: animated, completion: completion)
        }
        if deferred { return }
        let style = presented.modalPresentationStyle._resolved
        let context = _presentationContext(for: style)
        if let problem = _presentationProblem(presenting: presented, on: context) {
            UIApplication.shared.diagnostics.report(.misuse, problem)
            return
        }
        _beginPresentation(of: presented, on: context, style: style, animated: animated, completion: completion)
    }

    /// Why `presented` cannot be presented on `context` from this controller,
    /// in UIKit's words (exceptions and console warnings as published in
    /// crash reports and issue threads), or nil.
    func _presentationProblem(presenting presented: UIViewController, on context: UIViewController) -> String? {
        if presented === self || presented === context || context._isDescendant(of: presented) {
            return "Application tried to present modal view controller on itself. Presenting controller is \(presented._shortDescription)."
        }
        if let parent = presented._parent {
            return
                "Application tried to present modally a view controller \(presented._shortDescription) that has a parent view controller \(parent._shortDescription)."
        }
        if let presenter = presented._modal.presentation?.presenting {
            return
                "Application tried to present modally a view controller \(presented._shortDescription) that is already being presented by \(presenter._shortDescription)."
        }
        if presented._modal.presented != nil || presented._view?._window != nil
            || UIApplication.shared.liveWindows.contains(where: { $0._rootViewController === presented })
        {
            return "Application tried to present modally an active controller \(presented._shortDescription)."
        }
        if presented._reachesThroughPresentations(context) {
            return "Application tried to present modal view controller on itself. Presenting controller is \(presented._shortDescription)."
        }
        let on = "Attempt to present \(presented._shortDescription) on \(context._shortDescription) (from \(_shortDescription))"
        if let already = context._modal.presented {
            return "\(on) which is already presenting \(already._shortDescription)."
        }
        if context._view?._window == nil || _view?._window == nil {
            return "\(on) whose view is not in the window hierarchy."
        }
        return nil
    }
}

extension UIViewController {
    /// Why `child` cannot become this controller's child because of a
    /// presentation (OpenUIKit's words: UIKit has none), or nil. A presented
    /// controller is nobody's child; a controller whose view a presentation
    /// in its own context took off stays where it is until dismissed; a
    /// controller whose tree presents this one, directly or not, would make
    /// a cycle.
    func _presentationProblem(addingChild child: UIViewController) -> String? {
        if let presenter = child._modal.presentation?.presenting {
            return
                "\(child._shortDescription) is presented by \(presenter._shortDescription) and cannot also be a child of \(_shortDescription); dismiss it first."
        }
        if child._modal.removedView != nil, let presented = child._modal.presented {
            return
                "\(child._shortDescription) is covered by \(presented._shortDescription), which it presents in its own context, and cannot also be a child of \(_shortDescription); dismiss it first."
        }
        guard _ModalTransitionQueue.shared.livePresentations > 0, child._reachesThroughPresentations(self) else { return nil }
        return
            "\(child._shortDescription) presents \(_shortDescription) or one of its ancestors, directly or through what it presents; it cannot also be its child (a presentation cycle)."
    }
}
