import Foundation
import OpenUIKit
import Testing

/// Where a presentation starts in `PresentationMatrixTests`.
enum PresentationOrigin: String, Sendable, CaseIterable {
    /// The window's root controller `A` presents.
    case root
    /// `Child`, the root of a navigation controller `Nav` that is the
    /// window's root, presents.
    case navigationChild
    /// `M`, presented full screen by the root `A`, presents.
    case presented
}

/// One case of the presentation matrix: a style, animated or not, from an origin.
struct PresentationCase: Sendable, CustomTestStringConvertible {
    let style: UIModalPresentationStyle
    let animated: Bool
    let origin: PresentationOrigin

    var testDescription: String { "\(style.matrixName) animated: \(animated) from \(origin.rawValue)" }

    /// Every style a program can ask for on a phone (`.none` and the tvOS
    /// blur are not requests), animated and not, from each origin.
    static let all: [PresentationCase] = {
        let styles: [UIModalPresentationStyle] = [
            .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen, .overCurrentContext,
            .popover, .custom,
        ]
        var cases: [PresentationCase] = []
        for origin in PresentationOrigin.allCases {
            for style in styles {
                for animated in [false, true] { cases.append(PresentationCase(style: style, animated: animated, origin: origin)) }
            }
        }
        return cases
    }()
}

extension UIModalPresentationStyle {
    /// The case's name, for test descriptions.
    var matrixName: String {
        switch self {
        case .automatic: ".automatic"
        case .fullScreen: ".fullScreen"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .currentContext: ".currentContext"
        case .overFullScreen: ".overFullScreen"
        case .overCurrentContext: ".overCurrentContext"
        case .popover: ".popover"
        case .custom: ".custom"
        default: "\(rawValue)"
        }
    }
}

/// The expected traces of the matrix, written from the sources before the
/// code was run. Source keys are those of docs/LifecycleSources.md.
enum PresentationRules {
    /// The style the presentation uses on a phone in portrait (compact width).
    static func effectiveStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        // WWDC19: `.automatic` is a page sheet for a plain controller.
        case .automatic: .pageSheet
        // Adapt (Apple, `UIAdaptivePresentationControllerDelegate`;
        // hacknicity): a popover in a compact width adapts to full screen
        // when no delegate answers `.none`.
        case .popover: .fullScreen
        // Adapt (hacknicity on iOS 13): since iOS 13 page and form sheets
        // stay cards in a compact width; they do not adapt to full screen.
        default: style
        }
    }

    /// Whether the presenter's view leaves the window once the presentation completes.
    static func removesPresentersView(_ style: UIModalPresentationStyle) -> Bool {
        switch effectiveStyle(style) {
        // Styles: `.fullScreen` and `.currentContext` remove the presenting
        // controller's views after the presentation completes.
        case .fullScreen, .currentContext: true
        // Styles: `.overFullScreen` and `.overCurrentContext` leave them.
        // WWDC19: under a page sheet the presenter stays and gets no
        // disappearance callbacks (a form sheet is the same card, smaller).
        case .overFullScreen, .overCurrentContext, .pageSheet, .formSheet: false
        // Styles (Apple, `shouldRemovePresentersView`: false by default) and
        // Mo4tech: a `.custom` presentation leaves the presenter, no
        // disappearance callbacks.
        default: false
        }
    }

    /// The controller that provides the context: `presentingViewController`.
    static func context(of origin: PresentationOrigin, style: UIModalPresentationStyle) -> String {
        switch origin {
        // Context (Apple, `definesPresentationContext`): the current-context
        // walk finds no controller that defines a context and ends at the
        // window's root; every other style presents from the root too
        // (Apple, `UIPresentationController.presentingViewController`).
        case .root: "A"
        // Context: the same for a child: the presenting controller is the
        // navigation controller, not the child that was called (Apple,
        // `presentingViewController` of `UIPresentationController`: "may
        // or may not be the same one whose present… was called").
        case .navigationChild: "Nav"
        // Context (Apple, `UIPresentationController.presentingViewController`:
        // "…or the last view controller that was presented onscreen"). For
        // the current-context styles Apple's `definesPresentationContext`
        // names the window's root as the end of the walk, which is already
        // presenting M: no source found says which of the two UIKit takes
        // for a current-context style from a presented controller; here M,
        // the presented controller (an open question in docs/Coverage.md).
        case .presented: "M"
        }
    }

    /// The controllers on the presenter's side that hear the appearance
    /// callbacks, in the order they hear them.
    static func presenterSide(_ origin: PresentationOrigin) -> [String] {
        switch origin {
        case .root: ["A"]
        // Jianshu: a parent's appearance callback runs, then its children's.
        case .navigationChild: ["Nav", "Child"]
        // A, taken off by M's full-screen presentation, is not on screen
        // and hears nothing (Styles).
        case .presented: ["M"]
        }
    }

    /// The whole expected trace of presenting `P` and its completion.
    static func expectedPresentTrace(
        style: UIModalPresentationStyle, animated: Bool, origin: PresentationOrigin
    ) -> [String] {
        let leaves = removesPresentersView(style)
        let side = leaves ? presenterSide(origin) : []
        // Readke: the new controller's loadView and viewDidLoad come before
        // the old one's viewWillDisappear (the view loads in the call).
        var trace = ["P.loadView()", "P.viewDidLoad()"]
        // Affogato (present and push alike): old will, new will, old did,
        // new did; Jianshu: parent before child on each side.
        trace += side.map { "\($0).viewWillDisappear(animated: \(animated))" }
        // Apple, `isBeingPresented`: true inside the presented controller's
        // viewWillAppear and viewDidAppear of that presentation.
        trace.append("P.viewWillAppear(animated: \(animated)) isBeingPresented")
        trace += side.map { "\($0).viewDidDisappear(animated: \(animated))" }
        trace.append("P.viewDidAppear(animated: \(animated)) isBeingPresented")
        // Present: the completion runs after the presented controller's
        // viewDidAppear; by then the presenter's view has left the window
        // when the style removes it (Styles: "after the presentation completes").
        trace.append("completion: presenting \(context(of: origin, style: style)), presenter in window: \(!leaves)")
        return trace
    }

    /// The whole expected trace of `P.dismiss(animated:completion:)` and its completion.
    static func expectedDismissTrace(
        style: UIModalPresentationStyle, animated: Bool, origin: PresentationOrigin
    ) -> [String] {
        let side = removesPresentersView(style) ? presenterSide(origin) : []
        // Dismiss: the presented controller hands the call to its presenter.
        // Readke: going back, the leaving controller's viewWillDisappear
        // before the returning one's viewWillAppear, and the leaving one's
        // did before the returning one's (its pop, applied to a dismissal as
        // Affogato applies a push's order to a present). Apple,
        // `isBeingDismissed`: true inside viewWillDisappear and
        // viewDidDisappear of that dismissal.
        var trace = ["P.viewWillDisappear(animated: \(animated)) isBeingDismissed"]
        trace += side.map { "\($0).viewWillAppear(animated: \(animated))" }
        trace.append("P.viewDidDisappear(animated: \(animated)) isBeingDismissed")
        trace += side.map { "\($0).viewDidAppear(animated: \(animated))" }
        // Dismiss: the completion runs after the dismissal; the links are gone.
        trace.append("completion: presenting nil, presenter in window: true")
        return trace
    }
}
