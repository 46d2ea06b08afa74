import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The visual format language: every construct laid out with exact frames,
/// the constraints it returns, its error reports, and random input.
///
/// Sources: Apple, "Auto Layout Guide", appendix "Visual Format Language"
/// (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html:
/// the grammar, the examples used below, numbers "as parsed by strtod_l");
/// Apple, "Auto Layout Guide", "Auto Layout Cookbook", simple constraints
/// (the standard spacing is 8 points between sibling views and 20 points to
/// the superview's edge; read through the summary at
/// velog.io/@msi753/Auto-Layout-Cookbook); and UIKit's own parser,
/// `NSLayoutConstraintParser`, in a decompilation published on GitHub (found
/// through the code index, which does not name its repository), for what the
/// guide leaves open: the order of the returned constraints, which item comes
/// first (`b.leading == a.trailing + 8`, `superview.trailing == a.trailing + 20`),
/// that since iOS 8 a standard `-` next to `|` relates to the superview's
/// *margin* with constant 0 rather than to its edge plus 20 (as also observed
/// at coding.tabasoft.it/ios/ios8-layout-margins and
/// richardallen.me/2014/12/23/vfl-ios8.html; default margins are 8), the alignment
/// constraints (`earlier.top == later.top`, after all the others), and the
/// exception reasons ("Unable to parse constraint format: \n<reason> \n<format> \n<caret>").
@MainActor
@Suite(.uikitTest) struct VisualFormatTests {
    /// A root of 300 × 200 with subviews a, b and c under Auto Layout.
    @MainActor
    private struct Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView(), c = UIView()
        var views: [String: Any] { ["a": a, "b": b, "c": c] }

        init() {
            for view in [a, b, c] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
        }

        /// Activates each format's constraints (no diagnostics allowed) and lays out.
        func layOut(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) {
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                for format in formats {
                    NSLayoutConstraint.activate(
                        NSLayoutConstraint.constraints(
                            withVisualFormat: format, options: options, metrics: metrics, views: views))
                }
                root.layoutIfNeeded()
            }
            #expect(reports == [])
        }
    }

    /// A constraint written out as `first.attribute rel second.attribute + constant @priority`.
    private func describe(_ constraint: NSLayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
        func name(_ item: AnyObject?) -> String { item.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil" }
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
        if constraint.secondItem != nil {
            text += "\(name(constraint.secondItem)).\(constraint.secondAttribute) + \(constraint.constant)"
        } else {
            text += "\(constraint.constant)"
        }
        if constraint.priority != .required { text += " @\(constraint.priority)" }
        return text
    }

    private func described(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]? = nil, in scene: Scene
    ) -> [String] {
        let names = [
            ObjectIdentifier(scene.root): "root", ObjectIdentifier(scene.a): "a",
            ObjectIdentifier(scene.b): "b", ObjectIdentifier(scene.c): "c",
        ]
        return NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: scene.views)
            .map { describe($0, names) }
    }

    /// The diagnostics a format reports (it must then return no constraints).
    private func failure(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]? = nil, views: [String: Any]
    ) -> [String] {
        let (result, reports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        #expect(result.isEmpty)
        #expect(reports.allSatisfy { $0.kind == .misuse })
        return reports.map(\.message)
    }

    // MARK: Layout

    @Test func standardSpacingBetweenSiblingsAndToTheSuperviewsMargins() {
        let scene = Scene()
        scene.layOut(["H:|-[a]-[b(==a)]-|", "V:|-[a(40)]", "V:|-[b(40)]"])
        // Margins are 8; (300 − 8 − 8 − 8) / 2 = 138.
        #expect(scene.a.frame == CGRect(x: 8, y: 8, width: 138, height: 40))
        #expect(scene.b.frame == CGRect(x: 154, y: 8, width: 138, height: 40))
    }

    @Test func explicitSpacingFixedSizesAndTheDefaultOrientation() {
        let scene = Scene()
        scene.layOut(["|-50-[a(100)]-12-[b(60)]", "V:|-10-[a(30)]-10-[b(20)]-(>=0)-|"])
        #expect(scene.a.frame == CGRect(x: 50, y: 10, width: 100, height: 30))
        #expect(scene.b.frame == CGRect(x: 162, y: 50, width: 60, height: 20))
    }

    @Test func flushViewsFillTheSuperview() {
        let scene = Scene()
        scene.layOut(["H:|[a][b(==a)][c(==a)]|", "V:|[a]|", "V:|[b(50)]", "V:[c(==b)]|"])
        #expect(scene.a.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(scene.b.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(scene.c.frame == CGRect(x: 200, y: 150, width: 100, height: 50))
    }

    @Test func multiplePredicatesAndPriorities() {
        let scene = Scene()
        scene.layOut([
            "H:|[a(>=70,<=100,==200@250)]", "H:|[b(>=70,<=100,==20@250)]", "H:|[c(100@20)]-(>=0)-|",
            "H:[c(>=150@30)]", "V:|[a(10)][b(10)][c(10)]",
        ])
        #expect(scene.a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(scene.b.frame == CGRect(x: 0, y: 10, width: 70, height: 10))
        #expect(scene.c.frame == CGRect(x: 0, y: 20, width: 150, height: 10))
    }

    @Test func inequalitiesAndPrioritiesInConnections() {
        let scene = Scene()
        scene.layOut(["H:|[a(50)]-(>=20)-[b(50)]|", "H:|[c(50)]-(==30@750,>=40)-|", "V:|[a(10)][b(10)][c(10)]"])
        #expect(scene.a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(scene.b.frame == CGRect(x: 250, y: 10, width: 50, height: 10))
        // The optional 30 loses to the required ≥ 40, and nothing else places c … but its leading.
        #expect(scene.c.frame.origin == CGPoint(x: 0, y: 20))
        #expect(scene.c.frame.width == 50)
    }

    @Test func metricsOfEveryNumberType() {
        let scene = Scene()
        let metrics: [String: Any] = [
            "pad": 12, "wide": 80.5, "tall": CGFloat(30), "gap": Float(4),
            "narrow": NSNumber(value: 40), "low": 250,
        ]
        scene.layOut(
            [
                "H:|-pad-[a(wide)]-gap-[b(narrow)]", "H:[b]-(gap@low)-[c(>=narrow@low,==10)]",
                "V:|-pad-[a(tall)]-(gap)-[b(tall)]-gap-[c(pad)]",
            ], metrics: metrics)
        #expect(scene.a.frame == CGRect(x: 12, y: 12, width: 80.5, height: 30))
        #expect(scene.b.frame == CGRect(x: 96.5, y: 46, width: 40, height: 30))
        #expect(scene.c.frame == CGRect(x: 140.5, y: 80, width: 10, height: 12))
    }

    @Test func alignmentOptionsRelateConsecutiveViews() {
        let scene = Scene()
        scene.layOut(["H:|-[a(50)]-[b(60)]-[c(70)]"], options: [.alignAllCenterY])
        scene.layOut(["V:|-30-[a(20)]", "V:[b(40)]", "V:[c(10)]"])
        #expect(scene.a.frame == CGRect(x: 8, y: 30, width: 50, height: 20))
        #expect(scene.b.frame == CGRect(x: 66, y: 20, width: 60, height: 40))
        #expect(scene.c.frame == CGRect(x: 134, y: 35, width: 70, height: 10))
    }

    @Test func directionOptions() {
        let scene = Scene()
        scene.layOut(["H:|-10-[a(50)]-10-[b(30)]"], options: .directionRightToLeft)
        scene.layOut(["H:|-10-[c(40)]"], options: .directionLeftToRight)
        scene.layOut(["V:|[a(10)][b(10)][c(10)]"])
        #expect(scene.a.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(scene.b.frame == CGRect(x: 200, y: 10, width: 30, height: 10))
        #expect(scene.c.frame == CGRect(x: 10, y: 20, width: 40, height: 10))
    }

    @Test func leadingToTrailingFollowsARightToLeftLayout() {
        let scene = Scene()
        for view in [scene.root, scene.a, scene.b] { view.semanticContentAttribute = .forceRightToLeft }
        scene.layOut(["H:|-10-[a(50)]-[b(30)]", "V:|[a(10)][b(10)]"])
        // In UIKit a positive constant on leading/trailing runs from leading to
        // trailing whatever the direction (`|-10-[a]` is an inset on either side).
        #expect(scene.a.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(scene.b.frame == CGRect(x: 202, y: 10, width: 30, height: 10))
    }

    // MARK: The constraints returned

    @Test func constraintsInUIKitsOrderWithUIKitsItems() {
        let scene = Scene()
        #expect(described("[a]-8-[b]", in: scene) == ["b.leading == a.trailing + 8.0"])
        #expect(described("|-20-[a]", in: scene) == ["a.leading == root.leading + 20.0"])
        #expect(
            described("H:|-[a(50)]-[b(==a@750)]-|", in: scene) == [
                "a.leading == root.leadingMargin + 0.0",
                "a.width == 50.0",
                "b.leading == a.trailing + 8.0",
                "b.width == a.width + 0.0 @750",
                "root.trailingMargin == b.trailing + 0.0",
            ])
        #expect(
            described("V:[a]-(>=20@750,<=40)-[b]|", in: scene) == [
                "b.top >= a.bottom + 20.0 @750",
                "b.top <= a.bottom + 40.0",
                "root.bottom == b.bottom + 0.0",
            ])
        #expect(
            described("V:[a]-[b][c]", options: [.alignAllLeading, .alignAllCenterX], in: scene) == [
                "b.top == a.bottom + 8.0",
                "c.top == b.bottom + 0.0",
                "a.leading == b.leading + 0.0",
                "a.centerX == b.centerX + 0.0",
                "b.leading == c.leading + 0.0",
                "b.centerX == c.centerX + 0.0",
            ])
        #expect(
            described("H:|-5-[a]-[b]-5-|", options: .directionLeftToRight, in: scene) == [
                "a.left == root.left + 5.0", "b.left == a.right + 8.0", "root.right == b.right + 5.0",
            ])
        #expect(
            described("H:|-5-[a]-[b]-|", options: .directionRightToLeft, in: scene) == [
                "root.right == a.right + 5.0", "a.left == b.right + 8.0", "b.left == root.leftMargin + 0.0",
            ])
        #expect(
            described("V:[a]-[b]", options: .spacingBaselineToBaseline, in: scene) == [
                "b.firstBaseline == a.lastBaseline + 8.0"
            ])
        #expect(
            described("H:[a(>=-5,<=1e2,==0x10,==0.5)]", in: scene) == [
                "a.width >= -5.0", "a.width <= 100.0", "a.width == 16.0", "a.width == 0.5",
            ])
        // Returned, not activated.
        let returned = NSLayoutConstraint.constraints(withVisualFormat: "|[a]|", metrics: nil, views: scene.views)
        #expect(returned.count == 2 && returned.allSatisfy { !$0.isActive })
    }

    // MARK: Errors

    @Test func malformedFormatsAreReportedWithACaret() {
        let scene = Scene()
        let views = scene.views
        #expect(
            failure("H:|-[a", views: views) == [
                "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \nH:|-[a \n      ^"
            ])
        #expect(
            failure("V|[a]|", views: views) == [
                "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[a]| \n ^"
            ])
        #expect(
            failure("H:|-[button]-|", views: views) == [
                "Unable to parse constraint format: \nbutton is not a key in the views dictionary. \nH:|-[button]-| \n           ^"
            ])
        #expect(
            failure("[a]-gap-[b]", views: views) == [
                "Unable to parse constraint format: \nEncountered metric with name \"gap\", but value was not specified in metrics or views dictionaries \n[a]-gap-[b] \n       ^"
            ])
        #expect(
            failure("[a]-b-[c]", views: views).first?.contains("It's not possible to set a space equal to the width or height of a view.")
                == true)
        #expect(failure("[a]--5-[b]", views: views).first?.contains("\nCannot tell if this - is a minus sign") == true)
        #expect(failure("[a]-5,6-[b]", views: views).first?.contains("\nExpected a '-' here. To specify a list of constraints") == true)
        #expect(failure("[a(=5)]", views: views).first?.contains("\nUnknown relation. Must be ==, >=, or <= \n") == true)
        #expect(
            failure("[a(5@0)]", views: views).first?.contains("\nInvalid priority specified: 0. Priority must be greater than 0 \n") == true
        )
        // Greater than 0 is all UIKit's words ask; a number too small for a Float priority is 0.
        let (small, smallReports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.constraints(withVisualFormat: "[a(5@0.5)]", metrics: nil, views: views)
        }
        #expect(small.map(\.priority) == [UILayoutPriority(0.5)] && smallReports.isEmpty)
        #expect(
            failure("[a(5@1e-50)]", views: views).first?.contains("\nInvalid priority specified: 1e-50. Priority must be greater than 0 \n")
                == true)
        #expect(
            failure("[a(5@1001)]", views: views).first?.contains("Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
                == true)
        #expect(failure("[a][b]x", views: views).first?.contains("\nExpected a view or '|' \n") == true)
        #expect(failure("[a]|[b]", views: views).first?.contains("\nExpected the end of the format string \n") == true)
        #expect(failure("", views: views) == ["Unable to parse constraint format: It's an empty string."])
        #expect(failure("[a]-é-[b]", views: views) == ["Unable to parse constraint format: It contains non-ASCII characters."])
        #expect(
            failure("H:[a]-[b]", options: .alignAllLeft, views: views).first?.contains(
                "\nOptions mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal. \n"
            ) == true)
        #expect(failure("V:[a][b]", options: .alignAllBottom, views: views).first?.contains("aligned on a vertical edge") == true)
        #expect(
            failure("H:[a]-[b]", options: .spacingBaselineToBaseline, views: views).first?.contains(
                "\nBaselineToBaseline format option not valid for horizontal layout \n") == true)
    }

    @Test func aSuperviewBarWithoutASuperview() {
        let loose = UIView()
        #expect(
            failure("H:|-[loose]", views: ["loose": loose]) == [
                "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|-[loose] \n           ^"
            ])
        // Without a `|` no superview is needed.
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[loose(10)]", metrics: nil, views: ["loose": loose]).count == 1)
    }

    @Test func nonFiniteNumbersAndNonViews() {
        let scene = Scene()
        let views = scene.views
        #expect(
            failure("[a(1e999)]", views: views) == [
                "Unable to parse constraint format: \nThe number 1e999 is not finite. Constants and priorities must be finite numbers \n[a(1e999)] \n   ^"
            ])
        #expect(failure("[a]-(-inf)-[b]", views: views).count == 1)
        #expect(
            failure("[a(w)]", metrics: ["w": Double.nan], views: views).first?.contains("\nThe metric w is nan, not a finite number \n")
                == true)
        #expect(
            failure("[a(w)]", metrics: ["w": "wide"], views: views).first?.contains("\nThe metric w is wide, not a finite number \n")
                == true)
        let guide = UILayoutGuide()
        scene.root.addLayoutGuide(guide)
        #expect(
            failure("|[g]|", views: ["g": guide]).first?.contains(
                "g maps to UILayoutGuide, not a view. The views dictionary may hold only views.") == true)
    }

    // MARK: Found by scripts/fuzz-vfl

    /// A constant past UIKit's limit is replaced by the limit and reported.
    ///
    /// UIKit clamps a constraint's constant to
    /// `+[NSLayoutConstraint _constraintConstantLimit]`, which returns 2777777
    /// in a reconstruction of UIKit's `_UILargeNumberLimitSupport` category
    /// (found through the code index, which does not name its repository), and logs "This NSLayoutConstraint is being configured
    /// with a constant that exceeds internal limits.  A smaller value will be
    /// substituted, but this problem should be fixed. Break on BOOL
    /// _NSLayoutConstraintNumberExceedsLimit(void) to debug." (as quoted in
    /// developers' logs). The fuzzer's input was `[a]-huge-[b(max)]` with
    /// 1e300 and `Double.greatestFiniteMagnitude`: the constraints reached
    /// the solver, which refused them, and activating them reported a
    /// conflict that was not there and dropped them.
    @Test func constantsPastUIKitsLimitAreSubstitutedAndReported() {
        let scene = Scene()
        let names = [ObjectIdentifier(scene.a): "a", ObjectIdentifier(scene.b): "b"]
        let metrics: [String: Any] = ["huge": 1e300, "max": Double.greatestFiniteMagnitude]
        let (made, reports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.constraints(withVisualFormat: "[a]-huge-[b(max)]", metrics: metrics, views: scene.views)
        }
        #expect(made.map { describe($0, names) } == ["b.leading == a.trailing + 2777777.0", "b.width == 2777777.0"])
        // One report per constant replaced, as every constraint's constant is.
        #expect(reports.map(\.kind) == [.misuse, .misuse])
        #expect(
            reports.allSatisfy {
                $0.message.hasPrefix(
                    "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A smaller value will be substituted, but this problem should be fixed. Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug."
                )
            })
        let (laidOut, layoutReports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.activate(made)
            scene.root.layoutIfNeeded()
            return scene.b.frame.width
        }
        #expect(layoutReports == [])
        #expect(laidOut == 2_777_777)
        // Literals too, either sign; the limit itself and anything below it stay as written.
        let (literals, literalReports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[a(-1e300,2777777,2777776.5)]-0x1000000-[b]",
                metrics: nil, views: scene.views
            ).map { describe($0, names) }
        }
        #expect(
            literals == [
                "a.height == -2777777.0", "a.height == 2777777.0", "a.height == 2777776.5",
                "b.top == a.bottom + 2777777.0",
            ])
        #expect(literalReports.map(\.kind) == [.misuse, .misuse])
    }

    /// A format refused after a constraint with a substituted constant was
    /// made reports the refusal alone and makes nothing (found by fuzzing:
    /// `[a(199e9)]-(-inf)-[b]` reported the substitution and the refusal).
    @Test func aRefusedFormatReportsOnlyItsRefusal() {
        let scene = Scene()
        let (made, reports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.constraints(withVisualFormat: "[a(3e9)]-(nowhere)-[b]", metrics: nil, views: scene.views)
        }
        #expect(made.isEmpty)
        #expect(reports.count == 1)
        #expect(reports.first?.message.hasPrefix("Unable to parse constraint format:") == true)
    }

    // MARK: Random input

    /// Seeded random input of three kinds — strings over the language's
    /// alphabet, formats built from the grammar, and those formats with a
    /// character inserted, deleted or replaced: each either makes constraints
    /// silently or reports one misuse and makes none; activating what it
    /// makes never traps.
    @Test func randomFormatsNeverCrash() {
        var random = SplitMix64(seed: 0x5EED_0F_F0_47)
        let alphabet = Array("HV:|-[]()@,=<>0123456789.eabcxm_ -")
        let optionChoices: [NSLayoutConstraint.FormatOptions] = [[], .alignAllTop, .directionRightToLeft, .directionLeftToRight]
        let scene = Scene()
        var made = 0
        var refused = 0
        for round in 0..<3000 {
            var format: [Character]
            if round % 3 == 0 {
                format = (0..<random.next(below: 24)).map { _ in alphabet[random.next(below: alphabet.count)] }
            } else {
                format = Array(Self.grammaticalFormat(&random))
                if round % 3 == 2 {
                    let at = random.next(below: format.count + 1)
                    switch random.next(below: 3) {
                    case 0: format.insert(alphabet[random.next(below: alphabet.count)], at: at)
                    case 1 where at < format.count: format.remove(at: at)
                    default: if at < format.count { format[at] = alphabet[random.next(below: alphabet.count)] }
                    }
                }
            }
            let (result, reports) = UIApplication.shared.diagnostics.recording {
                NSLayoutConstraint.constraints(
                    withVisualFormat: String(format),
                    options: optionChoices[random.next(below: optionChoices.count)],
                    metrics: ["m": 10], views: scene.views)
            }
            if reports.isEmpty {
                made += 1
                if made % 8 == 0 {
                    _ = UIApplication.shared.diagnostics.recording {
                        NSLayoutConstraint.activate(result)
                        scene.root.layoutIfNeeded()
                        NSLayoutConstraint.deactivate(result)
                    }
                }
            } else {
                refused += 1
                #expect(result.isEmpty)
                #expect(reports.count == 1 && reports[0].kind == .misuse)
                #expect(reports[0].message.hasPrefix("Unable to parse constraint format: "))
            }
        }
        #expect(made > 800 && refused > 1500) // 1036 and 1964 with this seed
    }

    /// A random sentence of the grammar over the views a, b, c and the metric m.
    private static func grammaticalFormat(_ random: inout SplitMix64) -> String {
        func pick(_ choices: [String]) -> String { choices[random.next(below: choices.count)] }
        let connections = ["", "-", "-8-", "-m-", "-(>=m@m)-", "-(<=5,>=2)-", "->=3-", "-(-4)-", "-0.5@999-"]
        let predicates = ["==b", ">=10", "m@250", "<=m", "50", "==a@1", ">=0.5e1"]
        func view() -> String {
            var text = "[" + pick(["a", "b", "c"])
            if random.next(below: 2) == 0 {
                text += "(" + (0...random.next(below: 2)).map { _ in pick(predicates) }.joined(separator: ",") + ")"
            }
            return text + "]"
        }
        var format = pick(["", "H:", "V:"])
        if random.next(below: 2) == 0 { format += "|" + pick(connections) }
        format += view()
        for _ in 0..<random.next(below: 3) { format += pick(connections) + view() }
        if random.next(below: 2) == 0 { format += pick(connections) + "|" }
        return format
    }
}

/// A small seeded generator (Steele, Lea and Flood's SplitMix64), so random tests repeat exactly.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
