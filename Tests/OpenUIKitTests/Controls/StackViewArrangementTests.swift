import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIStackView`, continued: spacing, margins, hidden views, arranged-subview
/// bookkeeping, right-to-left, fitting sizes and the constraints it makes.
/// Sources: as for `StackViewTests`.
@MainActor
@Suite(.uikitTest) struct StackViewArrangementTests: StackViewTesting {
    // MARK: Spacing

    @Test func spacingCustomSpacingAndSystemSpacing() {
        quietly {
            let root = makeRoot()
            let views = [Box(50, 10), Box(50, 10), Box(50, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 10
            pinned(stack, in: root)
            #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
            stack.setCustomSpacing(30, after: views[0])
            #expect(stack.customSpacing(after: views[0]) == 30)
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 80, 140])
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 190, height: 10))

            stack.spacing = UIStackView.spacingUseSystem
            stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 58, 116])

            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
            stack.spacing = 4
            root.layoutIfNeeded()
            #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
            #expect(views.map(\.frame.minX) == [0, 54, 108])
        }
    }

    @Test func customSpacingForAViewThatIsNotArrangedIsMisuse() {
        let stack = UIStackView(frame: .zero)
        let stranger = UIView()
        let (_, reports) = UIApplication.shared.diagnostics.recording { stack.setCustomSpacing(5, after: stranger) }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
    }

    @Test func marginsRelativeArrangement() {
        quietly {
            let root = makeRoot()
            let a = Box(10, 10)
            let b = Box(10, 10)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.distribution = .fillEqually
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 200, height: 100))
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
            stack.isLayoutMarginsRelativeArrangement = true
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 20, y: 10, width: 70, height: 60))
            #expect(b.frame == CGRect(x: 90, y: 10, width: 70, height: 60))
        }
    }

    // MARK: Hidden views

    @Test func aHiddenViewCollapsesAndComesBack() {
        quietly {
            let root = makeRoot()
            let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillEqually
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 320, height: 20))
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 110, 220])

            views[1].isHidden = true
            stack.setNeedsLayout() // isHidden has no observer (see the report)
            root.layoutIfNeeded()
            #expect(
                frames(views) == [
                    CGRect(x: 0, y: 0, width: 155, height: 20),
                    CGRect(x: 155, y: 0, width: 0, height: 20),
                    CGRect(x: 165, y: 0, width: 155, height: 20),
                ])

            views[1].isHidden = false
            stack.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(frames(views).map(\.minX) == [0, 110, 220])
            #expect(frames(views).map(\.width) == [100, 100, 100])
        }
    }

    @Test func hiddenFirstAndLastViewsTakeNoSpacingAndTheConstraintPassNoticesToo() {
        quietly {
            let root = makeRoot()
            let views = [Box(30, 10), Box(40, 10), Box(50, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 10
            stack.setCustomSpacing(25, after: views[0])
            pinned(stack, in: root)
            root.layoutIfNeeded()
            #expect(stack.frame.width == 155)

            views[0].isHidden = true
            views[2].isHidden = true
            stack.setNeedsUpdateConstraints() // either pass notices
            root.layoutIfNeeded()
            #expect(
                views.map(\.frame) == [
                    CGRect(x: 0, y: 0, width: 0, height: 10),
                    CGRect(x: 0, y: 0, width: 40, height: 10),
                    CGRect(x: 40, y: 0, width: 0, height: 10),
                ])
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 40, height: 10))

            for view in views { view.isHidden = true }
            stack.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
        }
    }

    @Test func inAWindowTheTurnSettlesAHiddenViewsCollapseIncludingTheStacksOwnSize() {
        quietly {
            withTestWindow(size: CGSize(width: 400, height: 400)) { window in
                let root = UIView(frame: window.bounds)
                window.addSubview(root)
                let a = Box(40, 10)
                let b = Box(60, 10)
                let stack = UIStackView(arrangedSubviews: [a, b])
                stack.spacing = 10
                pinned(stack, in: root)
                TestClock.runUntilIdle()
                #expect(stack.frame == CGRect(x: 0, y: 0, width: 110, height: 10))
                // The stack rebuilds in its layout pass; its own new size
                // reaches its superview in the next pass of the same turn.
                b.isHidden = true
                stack.setNeedsLayout()
                TestClock.runUntilIdle()
                #expect(stack.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
                #expect(b.frame == CGRect(x: 40, y: 0, width: 0, height: 10))
            }
        }
    }

    @Test func hiddenViewsInTheEqualDistributions() {
        quietly {
            let root = makeRoot()
            let views = [Box(20, 10), Box(20, 10), Box(20, 10), Box(20, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .equalSpacing
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 200, height: 10))
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 60, 120, 180])
            views[2].isHidden = true
            stack.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 90, 110, 180])
            #expect(views[2].frame.width == 0)
            #expect(stack.layoutGuides.count == 2)

            stack.distribution = .equalCentering
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 90, 110, 180])
        }
    }

    // MARK: Arranged subviews

    @Test func addingInsertingAndRemovingArrangedSubviews() {
        quietly {
            let root = makeRoot()
            let a = Box(10, 10)
            let b = Box(20, 10)
            let c = Box(30, 10)
            let d = Box(40, 10)
            let stack = UIStackView(arrangedSubviews: [a, b])
            pinned(stack, in: root)
            #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
            stack.insertArrangedSubview(c, at: 1)
            #expect(stack.arrangedSubviews == [a, c, b])
            #expect(stack.subviews == [a, b, c])
            root.layoutIfNeeded()
            #expect([a, c, b].map(\.frame.minX) == [0, 10, 40])

            // A subview already there keeps its place among the subviews.
            stack.insertSubview(d, at: 0)
            stack.addArrangedSubview(d)
            #expect(stack.subviews == [d, a, b, c])
            #expect(stack.arrangedSubviews == [a, c, b, d])
            // Inserting an arranged subview again moves it.
            stack.insertArrangedSubview(d, at: 0)
            #expect(stack.arrangedSubviews == [d, a, c, b])
            root.layoutIfNeeded()
            #expect([d, a, c, b].map(\.frame.minX) == [0, 40, 50, 80])

            // Removing from the arranged list keeps the subview.
            stack.removeArrangedSubview(a)
            #expect(stack.arrangedSubviews == [d, c, b])
            #expect(a.superview === stack)
            root.layoutIfNeeded()
            #expect([d, c, b].map(\.frame.minX) == [0, 40, 70])
            #expect(!stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })

            // Leaving the stack leaves the arranged list.
            c.removeFromSuperview()
            #expect(stack.arrangedSubviews == [d, b])
            root.layoutIfNeeded()
            #expect([d, b].map(\.frame.minX) == [0, 40])
            #expect(stack.frame.width == 60)

            // So does moving to another superview.
            root.addSubview(d)
            #expect(stack.arrangedSubviews == [b])
        }
    }

    @Test func anIndexOutsideTheArrangedSubviewsIsMisuse() {
        let stack = UIStackView(arrangedSubviews: [UIView()])
        let view = UIView()
        let (_, reports) = UIApplication.shared.diagnostics.recording { stack.insertArrangedSubview(view, at: 3) }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(stack.arrangedSubviews.count == 1)
        #expect(view.superview == nil)
    }

    // MARK: Right to left

    @Test func rightToLeftPutsLeadingOnTheRight() {
        quietly {
            let root = makeRoot()
            let a = Box(50, 20)
            let b = Box(100, 20)
            a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.spacing = 10
            for view in [stack, a, b] { view.semanticContentAttribute = .forceRightToLeft }
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 300, height: 20))
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
            #expect(b.frame == CGRect(x: 0, y: 0, width: 240, height: 20))
        }
    }

    @Test func rightToLeftEqualDistributions() {
        quietly {
            let root = makeRoot()
            let views = [Box(20, 10), Box(60, 10), Box(20, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            for view in [stack] + views { view.semanticContentAttribute = .forceRightToLeft }
            stack.distribution = .equalCentering
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 300, height: 10))
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [280, 120, 0])

            views[0].size = CGSize(width: 50, height: 10)
            stack.distribution = .equalSpacing
            root.layoutIfNeeded()
            // 170 points of gap, shared by two gaps.
            #expect(views.map(\.frame.minX) == [250, 105, 0])
        }
    }

    @Test func verticalLeadingAlignmentInRightToLeft() {
        quietly {
            let root = makeRoot()
            let a = Box(50, 40)
            let b = Box(80, 70)
            let stack = UIStackView(arrangedSubviews: [a, b])
            for view in [stack, a, b] { view.semanticContentAttribute = .forceRightToLeft }
            stack.axis = .vertical
            stack.alignment = .leading
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 100, height: 110))
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 50, y: 0, width: 50, height: 40))
            #expect(b.frame == CGRect(x: 20, y: 40, width: 80, height: 70))
        }
    }

    // MARK: Fitting size

    @Test func theFittingSizeIsTheArrangedViewsPlusSpacing() {
        quietly {
            let a = Box(50, 20)
            let b = Box(60, 40)
            let c = Box(70, 30)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.spacing = 10
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
            stack.alignment = .center
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
            stack.axis = .vertical
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 110))
            b.isHidden = true
            stack.setNeedsUpdateConstraints() // isHidden has no observer (see the report)
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 60))
        }
    }

    @Test func nestedStacksFitTheirContent() {
        quietly {
            let root = makeRoot()
            let row = UIStackView(arrangedSubviews: [Box(30, 10), Box(40, 20)])
            row.spacing = 5
            row.alignment = .center
            let column = UIStackView(arrangedSubviews: [row, Box(100, 15)])
            column.axis = .vertical
            column.alignment = .leading
            column.spacing = 8
            pinned(column, in: root)
            root.layoutIfNeeded()
            #expect(column.frame == CGRect(x: 0, y: 0, width: 100, height: 43))
            #expect(row.frame == CGRect(x: 0, y: 0, width: 75, height: 20))
            #expect(
                row.arrangedSubviews.map(\.frame) == [
                    CGRect(x: 0, y: 5, width: 30, height: 10), CGRect(x: 35, y: 0, width: 40, height: 20),
                ])
        }
    }

    // MARK: Constraints

    @Test func theConstraintsInTheirCanonicalOrder() {
        let a = Box(10, 10)
        let b = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 3
        stack.updateConstraintsIfNeeded()
        #expect(
            stack.constraints.map { $0.identifier ?? "" } == [
                "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing",
                "UISV-canvas-connection", "UISV-canvas-connection", "UISV-alignment", "UISV-alignment",
            ])
        #expect(stack.constraints.map(\.firstAttribute) == [.leading, .trailing, .leading, .top, .bottom, .top, .bottom])
    }

    @Test func aChangeReplacesOnlyTheConstraintsItConcerns() {
        quietly {
            let root = makeRoot()
            let a = Box(10, 10)
            let b = Box(10, 10)
            let c = Box(10, 10)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 300, height: 10))
            root.layoutIfNeeded()
            let before = stack.constraints
            stack.spacing = 12 // constants change in place
            root.layoutIfNeeded()
            #expect(stack.constraints.count == before.count)
            #expect(zip(stack.constraints, before).allSatisfy { $0 === $1 })
            #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [12, 12])

            stack.distribution = .fillEqually // two rows added, none replaced
            root.layoutIfNeeded()
            #expect(before.allSatisfy { $0.isActive })
            #expect(stack.constraints.count == before.count + 2)

            stack.alignment = .center // only the cross-axis rows change
            root.layoutIfNeeded()
            let alongAxis = before.filter {
                ["UISV-spacing"].contains($0.identifier ?? "")
                    || ($0.identifier == "UISV-canvas-connection" && $0.firstAttribute != .top && $0.firstAttribute != .bottom)
            }
            #expect(alongAxis.count == 4 && alongAxis.allSatisfy { $0.isActive })
            #expect(!before.contains { $0.identifier == "UISV-alignment" && $0.isActive })
        }
    }

    @Test func baselineRelativeSpacingUsesBaselineAttributes() {
        let a = Box(10, 10)
        let b = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.updateConstraintsIfNeeded()
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.map(\.firstAttribute) == [.firstBaseline])
        #expect(spacing.map(\.secondAttribute) == [.lastBaseline])
    }
}
