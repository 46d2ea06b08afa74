import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Views, windows, screens, animation and the clock fed NaN, infinities,
/// huge, negative and self-referential input: each family runs in a child
/// process (see `BadInputSupport.swift`), reports misuse and stays sound.
@MainActor
@Suite(.uikitTest) struct ViewBadInputTests {
    /// Core Animation's words for a NaN position or bounds
    /// ("CALayer position contains NaN: [nan 222.5]", "CALayer bounds
    /// contains NaN: [0 nan; 320 291]": `CALayerInvalidGeometry` reasons
    /// quoted in public crash reports), and the old geometry kept.
    @Test func geometryRefusesWhatCannotBeShown() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    withTestWindow { window in
                        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                        window.addSubview(view)
                        let before = view.frame
                        probe("frame with a NaN origin")
                        let nanFrame = reports { view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
                        require(nanFrame.count == 1 && nanFrame[0].contains("CALayer position contains NaN: [nan 5]"), "\(nanFrame)")
                        require(view.frame == before, "frame changed to \(view.frame)")
                        probe("bounds with a NaN width")
                        let nanBounds = reports { view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10) }
                        require(nanBounds.count == 1 && nanBounds[0].contains("CALayer bounds contains NaN: [0 0; nan 10]"), "\(nanBounds)")
                        probe("a center and a width that overflow the frame")
                        view.center = CGPoint(x: -1.7e308, y: 0)
                        let overflow = reports { view.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 10) }
                        require(overflow.count == 1 && overflow[0].contains("frame is non-finite"), "\(overflow)")
                        view.frame = before
                        for value in badNumbers {
                            for (name, rect) in [
                                ("x", CGRect(x: value, y: 0, width: 10, height: 10)),
                                ("width", CGRect(x: 0, y: 0, width: value, height: 10)),
                                ("height", CGRect(x: 0, y: 0, width: 10, height: value)),
                                ("all", CGRect(x: value, y: value, width: value, height: value)),
                            ] {
                                probe("frame \(name) = \(value)")
                                view.frame = rect
                                UIApplication.shared.runUntilIdle()
                                requireSound(window, "after frame \(name) = \(value)")
                                probe("bounds \(name) = \(value)")
                                view.bounds = rect
                                UIApplication.shared.runUntilIdle()
                                requireSound(window, "after bounds \(name) = \(value)")
                                probe("UIView(frame:) \(name) = \(value)")
                                let made = UIView(frame: rect)
                                window.addSubview(made)
                                UIApplication.shared.runUntilIdle()
                                requireSound(window, "after UIView(frame:) \(name) = \(value)")
                                made.removeFromSuperview()
                            }
                            probe("center = (\(value), \(value))")
                            view.center = CGPoint(x: value, y: value)
                            for entry in 0..<6 {
                                var entries: [CGFloat] = [1, 0, 0, 1, 0, 0]
                                entries[entry] = value
                                probe("transform entry \(entry) = \(value)")
                                view.transform = CGAffineTransform(
                                    a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
                                UIApplication.shared.runUntilIdle()
                                requireSound(window, "after transform entry \(entry) = \(value)")
                            }
                            view.transform = .identity
                            probe("alpha = \(value)")
                            view.alpha = value
                            UIApplication.shared.runUntilIdle()
                            requireSound(window, "after alpha = \(value)")
                            probe("convert with \(value)")
                            _ = view.convert(CGPoint(x: value, y: value), to: nil)
                            _ = view.convert(CGRect(x: value, y: value, width: value, height: value), from: window)
                            _ = window.convert(CGPoint(x: value, y: 1), to: view)
                            view.setNeedsDisplay(CGRect(x: value, y: value, width: value, height: value))
                            view.frame = before
                        }
                        probe("alpha is clamped as a layer's opacity is")
                        view.alpha = 2
                        require(view.alpha == 1, "alpha 2 became \(view.alpha)")
                        view.alpha = -1
                        require(view.alpha == 0, "alpha -1 became \(view.alpha)")
                        let nanAlpha = reports { view.alpha = .nan }
                        require(view.alpha == 0 && nanAlpha.count == 1, "alpha NaN: \(view.alpha), \(nanAlpha)")
                        probe("a scale-0 transform (singular) is allowed, and converting through it gives no crash")
                        view.transform = CGAffineTransform(scaleX: 0, y: 0)
                        _ = view.convert(CGPoint(x: 1, y: 1), from: nil)
                        UIApplication.shared.runUntilIdle()
                        requireSound(window, "after a singular transform")
                    }
                }
            })
    }

    /// `UIView(frame:)` checks its frame as the setter does.
    @Test func initWithFrameRefusesANonFiniteFrame() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    probe("UIView(frame:) with NaN")
                    let messages = reports { _ = UIView(frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)) }
                    require(messages.count == 1 && messages[0].contains("CALayer position contains NaN: [5 nan]"), "\(messages)")
                    let view = UIView(frame: CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10))
                    require(view.frame == .zero, "frame \(view.frame)")
                    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
                    require(window.frame == .zero, "window frame \(window.frame)")
                }
            })
    }

    @Test func hierarchyMisuseIsReportedAndTheTreeStaysSound() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    withTestWindow { window in
                        let parent = UIView()
                        let child = UIView()
                        let grandchild = UIView()
                        window.addSubview(parent)
                        parent.addSubview(child)
                        child.addSubview(grandchild)
                        probe("a view added to itself")
                        let selfAdd = reports { parent.addSubview(parent) }
                        require(selfAdd.count == 1 && selfAdd[0].hasPrefix("Can't add self as subview"), "self: \(selfAdd)")
                        probe("a view added to its descendant")
                        require(reports { grandchild.addSubview(parent) }.count == 1, "descendant")
                        probe("a window added as a subview")
                        require(reports { parent.addSubview(window) }.count == 1, "window")
                        for index in [Int.min, -1, 2, 1_000, Int.max] {
                            probe("insertSubview at \(index)")
                            let other = UIView()
                            _ = reports { parent.insertSubview(other, at: index) }
                            require(other.superview === parent, "insert at \(index)")
                            _ = reports { parent.insertSubview(child, at: index) }
                            require(child.superview === parent, "move at \(index)")
                            other.removeFromSuperview()
                        }
                        for (a, b) in [(0, 5), (-1, 0), (Int.max, Int.min), (0, 0)] {
                            probe("exchangeSubview(at: \(a), withSubviewAt: \(b))")
                            _ = reports { parent.exchangeSubview(at: a, withSubviewAt: b) }
                        }
                        probe("reordering and inserting next to views that are not subviews")
                        let stranger = UIView()
                        require(reports { parent.bringSubviewToFront(stranger) }.count == 1, "front")
                        require(reports { parent.sendSubviewToBack(grandchild) }.count == 1, "back")
                        require(reports { parent.insertSubview(UIView(), aboveSubview: stranger) }.count == 1, "above")
                        require(reports { parent.insertSubview(parent, belowSubview: child) }.count == 1, "below self")
                        probe("removing a window and a view without superview")
                        window.removeFromSuperview()
                        stranger.removeFromSuperview()
                        probe("viewWithTag with Int.min")
                        grandchild.tag = .min
                        require(window.viewWithTag(.min) === grandchild, "tag")
                        UIApplication.shared.runUntilIdle()
                        requireSound(window, "after hierarchy misuse")
                    }
                }
            })
    }

    @Test func animationsAndTheClockTakeOnlyFiniteTimes() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    withTestWindow { window in
                        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                        window.addSubview(view)
                        let times: [TimeInterval] = [.nan, .infinity, -.infinity, -1, 0, 1e308, .greatestFiniteMagnitude]
                        var completions = 0
                        for duration in times {
                            for delay in times {
                                probe("animate(withDuration: \(duration), delay: \(delay))")
                                UIView.animate(
                                    withDuration: duration, delay: delay, options: [],
                                    animations: {
                                        view.center = CGPoint(x: view.center.x + 1, y: 5)
                                        view.alpha = 0.5
                                    }, completion: { _ in completions += 1 })
                                UIApplication.shared.runUntilIdle()
                                _ = view.presentationValues
                            }
                        }
                        for seconds in times {
                            probe("clock.advance(by: \(seconds))")
                            let fits = seconds.isFinite && seconds >= 0 && (UIApplication.shared.clock.now + seconds).isFinite
                            let messages = reports { UIApplication.shared.clock.advance(by: seconds) }
                            require(fits ? messages.isEmpty : messages.count == 1, "advance \(seconds): \(messages)")
                            requireSound(window, "after advance(by: \(seconds))")
                        }
                        require(UIApplication.shared.clock.now.isFinite, "clock at \(UIApplication.shared.clock.now)")
                        probe("advancing the clock from a completion (inside a turn)")
                        var nested = false
                        UIView.animate(
                            withDuration: 0.5, delay: 0, options: [], animations: { view.alpha = 0.25 }, completion: { _ in nested = true })
                        UIView.animate(
                            withDuration: 0.1, delay: 0, options: [], animations: { view.alpha = 0.75 },
                            completion: { _ in
                                let messages = reports { UIApplication.shared.clock.advance(by: 1) }
                                require(messages.count == 1, "advance inside a turn: \(messages)")
                            })
                        let before = UIApplication.shared.clock.now
                        UIApplication.shared.clock.advance(by: 0.2)
                        require(
                            nested && UIApplication.shared.clock.now >= before + 1,
                            "the nested advance moved time and the due completion ran")
                        probe("the animations of 1e308 seconds end when the clock passes them")
                        UIApplication.shared.clock.advance(by: 1e308)
                        UIApplication.shared.clock.advance(by: .greatestFiniteMagnitude)
                        // Non-finite and negative times count as 0. Of the 49, the 35
                        // whose delay and duration add up to at most 1e308 end; the 14
                        // ending past the largest time the clock can show never do.
                        require(completions == 35, "\(completions) completions ran")
                        requireSound(window, "after the animations")
                    }
                }
            })
    }

    /// In real time, an animation of 1e300 seconds schedules its tick
    /// without overflowing the conversion to nanoseconds.
    @Test func aHugeAnimationInRealTimeSchedulesItsTick() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                UIApplication.shared.diagnostics.silencedKinds = [.misuse]
                UIApplication.shared.clock.useRealTime()
                let view = UIView()
                UIView.animate(withDuration: 1e300, delay: 1e300, options: [], animations: { view.alpha = 0.5 })
            }
            for _ in 0..<20 { await Task.yield() }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    @Test func screensWithBadBoundsOrScale() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    for value in badNumbers {
                        probe("UIScreen(bounds: \(value)…, scale: \(value))")
                        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: value, height: 844), scale: value, idiom: .phone)
                        require(screen.scale.isFinite && screen.scale > 0, "scale \(screen.scale)")
                        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                        window.screen = screen
                        window.backgroundColor = .red
                        window.makeKeyAndVisible()
                        UIApplication.shared.runUntilIdle()
                        window.rotate(to: .landscapeLeft, animated: false)
                        UIApplication.shared.clock.advance(by: 1)
                        requireSound(window, "on a screen with \(value)")
                        window.isHidden = true
                    }
                }
            })
    }

    /// A 0×0 window (`UIWindow()` then `makeKeyAndVisible()`, as in many
    /// tests' setUp) settles in one pass: its own display mark waits for a
    /// size, as any empty view's does.
    @Test func anEmptyWindowSettlesInOnePass() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let app = UIApplication.shared
                    let window = UIWindow()
                    window.makeKeyAndVisible()
                    let old = app.maximumPassesPerTurn
                    app.maximumPassesPerTurn = 1
                    let messages = reports { app.runUntilIdle() }
                    app.maximumPassesPerTurn = old
                    require(messages.isEmpty, "diagnostics: \(messages)")
                    require(!app.hasPendingWork, "work still pending")
                    probe("the window, given a size, draws")
                    window.backgroundColor = .blue
                    window.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
                    app.runUntilIdle()
                    require(window.displayedImage()?.pixel(x: 1, y: 1)?.blue == 255, "not painted")
                    requireSound(window, "a 0×0 window")
                }
            })
    }

    /// A window resized to a huge size keeps its model size, paints a
    /// bounded backing store (reported), and works again at a sane size.
    @Test func aHugeWindowKeepsABoundedBackingStore() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    withTestWindow { window in
                        window.backgroundColor = .green
                        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                        view.backgroundColor = .red
                        window.addSubview(view)
                        for size in [CGSize(width: 1e308, height: 1e308), CGSize(width: 1e6, height: 10), CGSize(width: 10, height: 1e9)] {
                            probe("resize(to: \(size))")
                            let messages = reports {
                                window.resize(to: size, animated: false)
                                UIApplication.shared.clock.advance(by: 1)
                            }
                            require(window.bounds.size == size, "size \(window.bounds.size)")
                            require(messages.contains { $0.contains("Ignoring bogus layer size") }, "\(messages)")
                            let image = window.displayedImage()
                            require(image.map { $0.size.width * $0.scale <= 16_384 } == true, "image \(String(describing: image))")
                            require(image?.pixel(x: 1, y: 1)?.red == 255, "the top-left part is painted")
                            requireSound(window, "at \(size)")
                        }
                        for bad in [
                            CGSize(width: CGFloat.nan, height: 1), CGSize(width: -1, height: 1), CGSize(width: CGFloat.infinity, height: 1),
                        ] {
                            probe("resize(to: \(bad))")
                            require(reports { window.resize(to: bad, animated: false) }.count == 1, "\(bad)")
                        }
                        probe("frame and bounds set huge directly")
                        window.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
                        window.bounds = CGRect(x: 0, y: 0, width: 1e200, height: 10)
                        UIApplication.shared.runUntilIdle()
                        probe("back to a phone's size")
                        window.resize(to: CGSize(width: 390, height: 844), animated: false)
                        UIApplication.shared.clock.advance(by: 1)
                        let image = window.displayedImage()
                        require(image?.size == CGSize(width: 390, height: 844), "\(String(describing: image))")
                        require(image?.pixel(x: 300 * 3, y: 800 * 3)?.green == 255, "the whole window is painted again")
                        requireSound(window, "back at a sane size")
                        for orientation in [
                            UIInterfaceOrientation.unknown, .landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait,
                        ] {
                            probe("rotate(to: \(orientation))")
                            window.rotate(to: orientation, animated: true)
                            UIApplication.shared.clock.advance(by: 0.1)
                        }
                        TestClock.settle()
                        requireSound(window, "after rotations")
                    }
                }
            })
    }
}
