import OpenUIKit
import Testing

/// Runs `body`, a test of a page turn, expecting the report our own page view
/// controller makes of itself.
///
/// Known issue (found when unexpected reports began to fail tests, issue
/// 17): during a curl or a swipe, `UIPageViewController` adds an incoming
/// page's view to its container before it makes the page its child (the
/// page becomes a child when the turn ends), and that trips OpenUIKit's own
/// `detachedViewController` advisory ("…'s view was added inside the view
/// of <UIPageViewController …> without addChild(_:)"). The advisory is for
/// client code; the container should not report its own intermediate
/// state (the fix belongs in `UIPageViewController+Transitioning.swift`
/// and `+Swipe.swift`). `withKnownIssue` fails once the report is gone, so
/// the fix removes this helper and its calls.
@MainActor
func withPageViewAddedBeforeItsAddChild(_ body: () -> Void) {
    withKnownIssue("UIPageViewController reports its own page view as added without addChild(_:)") {
        body()
    } matching: { issue in
        issue.comments.contains {
            $0.rawValue.hasPrefix("Unexpected diagnostic [detachedViewController]")
                && $0.rawValue.contains("without addChild(_:)") && $0.rawValue.contains("UIPageViewController")
        }
    }
}
