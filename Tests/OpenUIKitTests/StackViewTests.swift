import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIStackView`: exact frames for every distribution and alignment, along
/// both axes, with spacing, margins, hidden views, right-to-left layout and
/// fitting sizes.
///
/// Sources: Apple's UIStackView documentation (`UIStackView`,
/// `arrangedSubviews`, `addArrangedSubview(_:)`, `init(arrangedSubviews:)`,
/// `removeArrangedSubview(_:)`, `isLayoutMarginsRelativeArrangement`,
/// `UIStackView.Distribution` and each case's discussion — fill resizes by
/// hugging and compression resistance, fillEqually gives equal sizes,
/// fillProportionally sizes by intrinsic content size, equalSpacing pads the
/// gaps evenly, equalCentering keeps centers equally apart with `spacing` as
/// the minimum — and `UIStackView.Alignment`, where `top` equals `leading`
/// and `bottom` equals `trailing`); the stack view updates its layout when
/// an arranged view's `isHidden` changes, and a hidden view takes no space.
/// The constraint shapes (identifiers such as `UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-hiding`, spacer guides for the equal distributions,
/// priorities 999…, 149, 51, 25) follow UIKit's constraint dumps as
/// published in Alexander Grebenyuk's "Let's Build UIStackView" (2017).
@MainActor
@Suite struct StackViewTests {
    /// A view with an intrinsic size.
    final class Box: UIView {
        var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("no archives") }
        override var intrinsicContentSize: CGSize { size }
    }

    /// Frames rounded to 1/1000 point: the solver's arithmetic leaves noise
    /// of about 1e-13 where a division is involved (UIKit would round frames
    /// to the pixel grid; the engine does not).
    private func frames(_ views: [UIView]) -> [CGRect] {
        func r(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
        return views.map { CGRect(x: r($0.frame.minX), y: r($0.frame.minY), width: r($0.frame.width), height: r($0.frame.height)) }
    }

    private func makeRoot() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) }

    /// A stack with a fixed frame in a 400 × 400 root.
    private func placed(_ stack: UIStackView, in root: UIView, _ frame: CGRect) {
        stack.frame = frame
        root.addSubview(stack)
    }

    /// A stack pinned at the root's top-left corner, sized by its content.
    private func pinned(_ stack: UIStackView, in root: UIView) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }

    /// Runs `body` and expects no diagnostics from it.
    private func quietly(_ body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let (_, reports) = UIApplication.shared.diagnostics.recording { body() }
        #expect(reports.isEmpty, "\(reports)", sourceLocation: sourceLocation)
    }

    // MARK: Vocabulary

    @Test func rawValuesAndDefaultsAreUIKits() {
        #expect([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        let stack = UIStackView(frame: .zero)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    // MARK: Distributions

    @Test func fillStretchesTheViewThatHugsLeastAndShrinksTheOneThatResistsLeast() {
        quietly {
            let root = makeRoot()
            let a = Box(50, 20), b = Box(100, 30)
            a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 300, height: 50))
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 50))

            b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(b.frame == CGRect(x: 60, y: 0, width: 40, height: 50))
        }
    }

    @Test func fillVertically() {
        quietly {
            let root = makeRoot()
            let a = Box(20, 40), b = Box(30, 60)
            a.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.axis = .vertical
            stack.spacing = 5
            placed(stack, in: root, CGRect(x: 10, y: 10, width: 100, height: 300))
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
            #expect(b.frame == CGRect(x: 0, y: 45, width: 100, height: 255))
        }
    }

    @Test func fillEquallyInBothAxes() {
        quietly {
            let root = makeRoot()
            let views = [Box(10, 10), Box(80, 10), Box(30, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillEqually
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 320, height: 40))
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 40),
                CGRect(x: 110, y: 0, width: 100, height: 40),
                CGRect(x: 220, y: 0, width: 100, height: 40),
            ])
            stack.axis = .vertical
            stack.spacing = 20
            stack.frame = CGRect(x: 0, y: 0, width: 40, height: 220)
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 40, height: 60),
                CGRect(x: 0, y: 80, width: 40, height: 60),
                CGRect(x: 0, y: 160, width: 40, height: 60),
            ])
        }
    }

    @Test func fillProportionallySharesTheSpaceLeftAfterSpacingByIntrinsicSize() {
        quietly {
            let root = makeRoot()
            let views = [Box(100, 10), Box(50, 10), Box(50, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillProportionally
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 420, height: 30))
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 200, height: 30),
                CGRect(x: 210, y: 0, width: 100, height: 30),
                CGRect(x: 320, y: 0, width: 100, height: 30),
            ])
            // A new intrinsic size is noticed at the stack's next layout pass.
            views[0].size = CGSize(width: 300, height: 10)
            stack.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(views.map(\.frame.width) == [300, 50, 50])
        }
    }

    @Test func fillProportionallyVertically() {
        quietly {
            let root = makeRoot()
            let a = Box(10, 30), b = Box(10, 90)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.axis = .vertical
            stack.distribution = .fillProportionally
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 50, height: 240))
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
            #expect(b.frame == CGRect(x: 0, y: 60, width: 50, height: 180))
        }
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        quietly {
            let root = makeRoot()
            let views = [Box(50, 20), Box(100, 20), Box(50, 20)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .equalSpacing
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 400, height: 20))
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 20),
                CGRect(x: 150, y: 0, width: 100, height: 20),
                CGRect(x: 350, y: 0, width: 50, height: 20),
            ])
            #expect(stack.layoutGuides.count == 2)
            #expect(stack.layoutGuides.map(\.layoutFrame.width) == [100, 100])

            stack.axis = .vertical
            stack.alignment = .leading
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 20),
                CGRect(x: 0, y: 140, width: 100, height: 20),
                CGRect(x: 0, y: 280, width: 50, height: 20),
            ])
        }
    }

    @Test func equalCenteringSpacesTheCentersEvenly() {
        quietly {
            let root = makeRoot()
            let views = [Box(20, 10), Box(60, 10), Box(20, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .equalCentering
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 300, height: 10))
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 20, height: 10),
                CGRect(x: 120, y: 0, width: 60, height: 10),
                CGRect(x: 280, y: 0, width: 20, height: 10),
            ])

            let column = [Box(10, 10), Box(10, 30), Box(10, 50)]
            let vertical = UIStackView(arrangedSubviews: column)
            vertical.axis = .vertical
            vertical.distribution = .equalCentering
            placed(vertical, in: root, CGRect(x: 0, y: 0, width: 10, height: 200))
            root.layoutIfNeeded()
            // Centers at 5, 90 and 175.
            #expect(column.map(\.frame.minY) == [0, 75, 150])
        }
    }

    @Test func equalCenteringGivesUpEqualityBeforeTheMinimumSpacing() {
        quietly {
            let root = makeRoot()
            // Equal centering would put the middle view at 90…110 over the
            // first one's end (100 + spacing 10): the minimum spacing wins.
            let views = [Box(100, 10), Box(20, 10), Box(20, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .equalCentering
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 200, height: 10))
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 110, 180])
        }
    }

    // MARK: Alignments

    @Test func alignmentsAcrossAHorizontalStack() {
        quietly {
            let root = makeRoot()
            let a = Box(50, 20), b = Box(60, 40)
            let stack = UIStackView(arrangedSubviews: [a, b])
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 110, height: 100))
            let expected: [(UIStackView.Alignment, CGRect, CGRect)] = [
                (.fill, CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 60, height: 100)),
                (.top, CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 60, height: 40)),
                (.center, CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 50, y: 30, width: 60, height: 40)),
                (.bottom, CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 50, y: 60, width: 60, height: 40)),
            ]
            for (alignment, frameA, frameB) in expected {
                stack.alignment = alignment
                root.layoutIfNeeded()
                #expect(a.frame == frameA, "\(alignment)")
                #expect(b.frame == frameB, "\(alignment)")
            }
        }
    }

    @Test func baselineAlignmentsLineUpBottomsOfViewsWithoutText() {
        quietly {
            for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
                let root = makeRoot()
                let a = Box(50, 20), b = Box(60, 40)
                let stack = UIStackView(arrangedSubviews: [a, b])
                stack.alignment = alignment
                pinned(stack, in: root)
                root.layoutIfNeeded()
                #expect(stack.frame == CGRect(x: 0, y: 0, width: 110, height: 40), "\(alignment)")
                #expect(a.frame == CGRect(x: 0, y: 20, width: 50, height: 20), "\(alignment)")
                #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 40), "\(alignment)")
            }
        }
    }

    @Test func alignmentsAcrossAVerticalStack() {
        quietly {
            let root = makeRoot()
            let a = Box(50, 40), b = Box(80, 70)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.axis = .vertical
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 100, height: 110))
            let expected: [(UIStackView.Alignment, CGRect, CGRect)] = [
                (.fill, CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 0, y: 40, width: 100, height: 70)),
                (.leading, CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 0, y: 40, width: 80, height: 70)),
                (.center, CGRect(x: 25, y: 0, width: 50, height: 40), CGRect(x: 10, y: 40, width: 80, height: 70)),
                (.trailing, CGRect(x: 50, y: 0, width: 50, height: 40), CGRect(x: 20, y: 40, width: 80, height: 70)),
                (.firstBaseline, CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 0, y: 40, width: 100, height: 70)),
            ]
            for (alignment, frameA, frameB) in expected {
                stack.alignment = alignment
                root.layoutIfNeeded()
                #expect(a.frame == frameA, "\(alignment)")
                #expect(b.frame == frameB, "\(alignment)")
            }
        }
    }

    @Test func aViewWithoutSizeAcrossTheAxisGetsNoneUnlessFilled() {
        quietly {
            let root = makeRoot()
            let plain = UIView(), box = Box(30, 30)
            let stack = UIStackView(arrangedSubviews: [plain, box])
            stack.alignment = .center
            stack.distribution = .fillEqually
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 100, height: 50))
            root.layoutIfNeeded()
            #expect(plain.frame == CGRect(x: 0, y: 25, width: 50, height: 0))
            #expect(box.frame == CGRect(x: 50, y: 10, width: 50, height: 30))
        }
    }

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
            let a = Box(10, 10), b = Box(10, 10)
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
            stack.setNeedsLayout()   // isHidden has no observer (see the report)
            root.layoutIfNeeded()
            #expect(frames(views) == [
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
            stack.setNeedsUpdateConstraints()   // either pass notices
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == [
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
                let a = Box(40, 10), b = Box(60, 10)
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
            let a = Box(10, 10), b = Box(20, 10), c = Box(30, 10), d = Box(40, 10)
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
            let a = Box(50, 20), b = Box(100, 20)
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
            let a = Box(50, 40), b = Box(80, 70)
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
            let a = Box(50, 20), b = Box(60, 40), c = Box(70, 30)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.spacing = 10
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
            stack.alignment = .center
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
            stack.axis = .vertical
            #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 110))
            b.isHidden = true
            stack.setNeedsUpdateConstraints()   // isHidden has no observer (see the report)
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
            #expect(row.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 5, width: 30, height: 10), CGRect(x: 35, y: 0, width: 40, height: 20)])
        }
    }

    // MARK: Constraints

    @Test func theConstraintsInTheirCanonicalOrder() {
        let a = Box(10, 10), b = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 3
        stack.updateConstraintsIfNeeded()
        #expect(stack.constraints.map { $0.identifier ?? "" } == [
            "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing",
            "UISV-canvas-connection", "UISV-canvas-connection", "UISV-alignment", "UISV-alignment",
        ])
        #expect(stack.constraints.map(\.firstAttribute) == [.leading, .trailing, .leading, .top, .bottom, .top, .bottom])
    }

    @Test func aChangeReplacesOnlyTheConstraintsItConcerns() {
        quietly {
            let root = makeRoot()
            let a = Box(10, 10), b = Box(10, 10), c = Box(10, 10)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 300, height: 10))
            root.layoutIfNeeded()
            let before = stack.constraints
            stack.spacing = 12                      // constants change in place
            root.layoutIfNeeded()
            #expect(stack.constraints.count == before.count)
            #expect(zip(stack.constraints, before).allSatisfy { $0 === $1 })
            #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [12, 12])

            stack.distribution = .fillEqually       // two rows added, none replaced
            root.layoutIfNeeded()
            #expect(before.allSatisfy { $0.isActive })
            #expect(stack.constraints.count == before.count + 2)

            stack.alignment = .center               // only the cross-axis rows change
            root.layoutIfNeeded()
            let alongAxis = before.filter { ["UISV-spacing"].contains($0.identifier ?? "") || ($0.identifier == "UISV-canvas-connection" && $0.firstAttribute != .top && $0.firstAttribute != .bottom) }
            #expect(alongAxis.count == 4 && alongAxis.allSatisfy { $0.isActive })
            #expect(!before.contains { $0.identifier == "UISV-alignment" && $0.isActive })
        }
    }

    @Test func baselineRelativeSpacingUsesBaselineAttributes() {
        let a = Box(10, 10), b = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.updateConstraintsIfNeeded()
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.map(\.firstAttribute) == [.firstBaseline])
        #expect(spacing.map(\.secondAttribute) == [.lastBaseline])
    }
}
