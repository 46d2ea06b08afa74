import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Ambiguity and the constraints that decide a view.
///
/// Sources: Apple, `hasAmbiguousLayout` (true when the constraints leave the
/// frame undetermined), `exerciseAmbiguityInLayout()` (switches among the
/// valid layouts), `constraintsAffectingLayout(for:)`; Auto Layout Guide,
/// "Ambiguous Layouts".
@MainActor
@Suite struct AmbiguityTests {
    @Test func anUnderConstrainedViewIsAmbiguousAndCanBeExercised() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([width, height, top])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)   // nothing places it horizontally
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(box.frame.minX != before.minX)
        #expect(box.frame.size == before.size && box.frame.minY == 10)
        box.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(box.frame == before)

        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        leading.isActive = true
        root.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == CGRect(x: 5, y: 10, width: 100, height: 40))
        #expect(box.constraintsAffectingLayout(for: .horizontal) == [width, leading])
        #expect(box.constraintsAffectingLayout(for: .vertical) == [height, top])
    }

    @Test func optionalConstraintsResolveAmbiguity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let preferred = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor), preferred,
        ])
        root.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame.minX == 30)
    }
}
