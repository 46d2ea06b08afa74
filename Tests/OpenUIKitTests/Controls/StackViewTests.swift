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
@Suite(.uikitTest) struct StackViewTests: StackViewTesting {
    // MARK: Vocabulary

    @Test func rawValuesAndDefaultsAreUIKits() {
        #expect(
            [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(\.rawValue) == [
                0, 1, 2, 3, 4,
            ])
        #expect(
            [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        let stack = UIStackView(frame: .zero)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    // MARK: Distributions

    /// One arrangement of boxes and the frames Apple's description of its
    /// distribution gives them (see the suite's sources).
    struct Arrangement: Sendable, CustomTestStringConvertible {
        var name: String
        var axis: NSLayoutConstraint.Axis = .horizontal
        var distribution: UIStackView.Distribution
        var alignment: UIStackView.Alignment = .fill
        var spacing: CGFloat = 0
        /// Intrinsic sizes, one box each.
        var boxes: [CGSize]
        /// A hugging priority of 251 along the axis for the first box (it then hugs most).
        var firstHugsMore = false
        var stack: CGRect
        var frames: [CGRect]

        var testDescription: String { name }
    }

    nonisolated static let arrangements: [Arrangement] = [
        // fill: the view that hugs least takes the extra space.
        Arrangement(
            name: "fill, horizontal", distribution: .fill, spacing: 10,
            boxes: [CGSize(width: 50, height: 20), CGSize(width: 100, height: 30)], firstHugsMore: true,
            stack: CGRect(x: 0, y: 0, width: 300, height: 50),
            frames: [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 240, height: 50)]),
        Arrangement(
            name: "fill, vertical", axis: .vertical, distribution: .fill, spacing: 5,
            boxes: [CGSize(width: 20, height: 40), CGSize(width: 30, height: 60)], firstHugsMore: true,
            stack: CGRect(x: 10, y: 10, width: 100, height: 300),
            frames: [CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 0, y: 45, width: 100, height: 255)]),
        // fillEqually: equal sizes along the axis, whatever the intrinsic sizes.
        Arrangement(
            name: "fillEqually, horizontal", distribution: .fillEqually, spacing: 10,
            boxes: [CGSize(width: 10, height: 10), CGSize(width: 80, height: 10), CGSize(width: 30, height: 10)],
            stack: CGRect(x: 0, y: 0, width: 320, height: 40),
            frames: [
                CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 110, y: 0, width: 100, height: 40),
                CGRect(x: 220, y: 0, width: 100, height: 40),
            ]),
        Arrangement(
            name: "fillEqually, vertical", axis: .vertical, distribution: .fillEqually, spacing: 20,
            boxes: [CGSize(width: 10, height: 10), CGSize(width: 80, height: 10), CGSize(width: 30, height: 10)],
            stack: CGRect(x: 0, y: 0, width: 40, height: 220),
            frames: [
                CGRect(x: 0, y: 0, width: 40, height: 60), CGRect(x: 0, y: 80, width: 40, height: 60),
                CGRect(x: 0, y: 160, width: 40, height: 60),
            ]),
        // fillProportionally: the space left after spacing, shared by intrinsic size.
        Arrangement(
            name: "fillProportionally, horizontal", distribution: .fillProportionally, spacing: 10,
            boxes: [CGSize(width: 100, height: 10), CGSize(width: 50, height: 10), CGSize(width: 50, height: 10)],
            stack: CGRect(x: 0, y: 0, width: 420, height: 30),
            frames: [
                CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 210, y: 0, width: 100, height: 30),
                CGRect(x: 320, y: 0, width: 100, height: 30),
            ]),
        Arrangement(
            name: "fillProportionally, vertical", axis: .vertical, distribution: .fillProportionally,
            boxes: [CGSize(width: 10, height: 30), CGSize(width: 10, height: 90)],
            stack: CGRect(x: 0, y: 0, width: 50, height: 240),
            frames: [CGRect(x: 0, y: 0, width: 50, height: 60), CGRect(x: 0, y: 60, width: 50, height: 180)]),
        // equalSpacing: intrinsic sizes, the gaps padded evenly.
        Arrangement(
            name: "equalSpacing, horizontal", distribution: .equalSpacing, spacing: 10,
            boxes: [CGSize(width: 50, height: 20), CGSize(width: 100, height: 20), CGSize(width: 50, height: 20)],
            stack: CGRect(x: 0, y: 0, width: 400, height: 20),
            frames: [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 150, y: 0, width: 100, height: 20),
                CGRect(x: 350, y: 0, width: 50, height: 20),
            ]),
        Arrangement(
            name: "equalSpacing, vertical, leading", axis: .vertical, distribution: .equalSpacing,
            alignment: .leading, spacing: 10,
            boxes: [CGSize(width: 50, height: 20), CGSize(width: 100, height: 20), CGSize(width: 50, height: 20)],
            stack: CGRect(x: 0, y: 0, width: 100, height: 300),
            frames: [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 140, width: 100, height: 20),
                CGRect(x: 0, y: 280, width: 50, height: 20),
            ]),
        // equalCentering: centers equally apart (here 10, 150, 290) …
        Arrangement(
            name: "equalCentering, horizontal", distribution: .equalCentering,
            boxes: [CGSize(width: 20, height: 10), CGSize(width: 60, height: 10), CGSize(width: 20, height: 10)],
            stack: CGRect(x: 0, y: 0, width: 300, height: 10),
            frames: [
                CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 120, y: 0, width: 60, height: 10),
                CGRect(x: 280, y: 0, width: 20, height: 10),
            ]),
        // … (here 5, 90, 175) …
        Arrangement(
            name: "equalCentering, vertical", axis: .vertical, distribution: .equalCentering,
            boxes: [CGSize(width: 10, height: 10), CGSize(width: 10, height: 30), CGSize(width: 10, height: 50)],
            stack: CGRect(x: 0, y: 0, width: 10, height: 200),
            frames: [
                CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 75, width: 10, height: 30),
                CGRect(x: 0, y: 150, width: 10, height: 50),
            ]),
        // … unless that breaks the minimum spacing: equal centering would put
        // the middle view at 90…110, over the first one's end (100 + 10).
        Arrangement(
            name: "equalCentering gives way to the minimum spacing", distribution: .equalCentering, spacing: 10,
            boxes: [CGSize(width: 100, height: 10), CGSize(width: 20, height: 10), CGSize(width: 20, height: 10)],
            stack: CGRect(x: 0, y: 0, width: 200, height: 10),
            frames: [
                CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 110, y: 0, width: 20, height: 10),
                CGRect(x: 180, y: 0, width: 20, height: 10),
            ]),
    ]

    @Test(arguments: arrangements)
    func distribution(_ arrangement: Arrangement) {
        quietly {
            let root = makeRoot()
            let views = arrangement.boxes.map { Box($0.width, $0.height) }
            if arrangement.firstHugsMore { views[0].setContentHuggingPriority(UILayoutPriority(251), for: arrangement.axis) }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = arrangement.axis
            stack.distribution = arrangement.distribution
            stack.alignment = arrangement.alignment
            stack.spacing = arrangement.spacing
            placed(stack, in: root, arrangement.stack)
            root.layoutIfNeeded()
            #expect(views.map(\.frame) == arrangement.frames)
        }
    }

    @Test func fillShrinksTheViewThatResistsCompressionLeast() {
        quietly {
            let root = makeRoot()
            let a = Box(50, 20)
            let b = Box(100, 30)
            a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 100, height: 50))
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(b.frame == CGRect(x: 60, y: 0, width: 40, height: 50))
        }
    }

    @Test func fillProportionallyNoticesANewIntrinsicSizeAtTheNextLayout() {
        quietly {
            let root = makeRoot()
            let views = [Box(100, 10), Box(50, 10), Box(50, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillProportionally
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 420, height: 30))
            root.layoutIfNeeded()
            views[0].size = CGSize(width: 300, height: 10)
            stack.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(views.map(\.frame.width) == [300, 50, 50])
        }
    }

    @Test func equalSpacingPadsWithTwoSpacerGuides() {
        quietly {
            let root = makeRoot()
            let stack = UIStackView(arrangedSubviews: [Box(50, 20), Box(100, 20), Box(50, 20)])
            stack.distribution = .equalSpacing
            stack.spacing = 10
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 400, height: 20))
            root.layoutIfNeeded()
            #expect(stack.layoutGuides.count == 2)
            #expect(stack.layoutGuides.map(\.layoutFrame.width) == [100, 100])
        }
    }

    // MARK: Alignments

    @Test func alignmentsAcrossAHorizontalStack() {
        quietly {
            let root = makeRoot()
            let a = Box(50, 20)
            let b = Box(60, 40)
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
                let a = Box(50, 20)
                let b = Box(60, 40)
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
            let a = Box(50, 40)
            let b = Box(80, 70)
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
            let plain = UIView()
            let box = Box(30, 30)
            let stack = UIStackView(arrangedSubviews: [plain, box])
            stack.alignment = .center
            stack.distribution = .fillEqually
            placed(stack, in: root, CGRect(x: 0, y: 0, width: 100, height: 50))
            root.layoutIfNeeded()
            #expect(plain.frame == CGRect(x: 0, y: 25, width: 50, height: 0))
            #expect(box.frame == CGRect(x: 50, y: 10, width: 50, height: 30))
        }
    }
}
