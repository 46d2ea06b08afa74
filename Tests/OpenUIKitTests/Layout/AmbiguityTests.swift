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
///
/// The `ambiguousLayout` diagnostic is kept, and reported where UIKit logs:
/// the Auto Layout Guide ("Ambiguous Layouts") says that at run time "there
/// are no warnings written to the console" for an ambiguous layout, and a
/// device log (Stack Overflow question 66192500, mirrored at
/// stackguides.com/questions/66192500) shows that asking
/// `hasAmbiguousLayout` of an ambiguous view logs "[LayoutConstraints] View
/// has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for
/// help debugging. Displaying synopsis from invoking -[UIView
/// _autolayoutTrace] to provide additional detail." followed by
/// "*UIView:0x…- AMBIGUOUS LAYOUT for UIView:0x….Width{id: 9},
/// UIView:0x….Height{id: 12}" and a legend (OpenUIKit leaves out the ids).
@MainActor
@Suite(.uikitTest) struct AmbiguityTests {
    @Test func askingAnAmbiguousViewLogsWhatUIKitLogs() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let (_, duringLayout) = UIApplication.shared.diagnostics.recording { root.layoutIfNeeded() }
        #expect(duringLayout == [])
        let (answer, reports) = UIApplication.shared.diagnostics.recording { box.hasAmbiguousLayout }
        #expect(answer)
        // The view's name as constraints print it: `UIView:0x…`.
        let name = String("\(box.widthAnchor.constraint(equalToConstant: 1))".split(separator: " ")[1].split(separator: ".")[0])
        #expect(
            reports == [
                UIDiagnostic(
                    kind: .ambiguousLayout,
                    message: """
                        View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

                        *\(name)- AMBIGUOUS LAYOUT for \(name).Width, \(name).Height

                        Legend:
                        \t* - is laid out with auto layout
                        \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
                        \t• - layout engine host
                        """)
            ])
        // An unambiguous view logs nothing.
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        let (settled, quiet) = UIApplication.shared.diagnostics.recording { box.hasAmbiguousLayout }
        #expect(!settled && quiet == [])
    }

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
        // Nothing places it horizontally. UIKit logs when `hasAmbiguousLayout`
        // finds ambiguity (see `UIDiagnostic.Kind.ambiguousLayout`): one report.
        let (ambiguous, reports) = UIApplication.shared.diagnostics.recording { box.hasAmbiguousLayout }
        #expect(ambiguous)
        #expect(reports.map(\.kind) == [.ambiguousLayout])
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
