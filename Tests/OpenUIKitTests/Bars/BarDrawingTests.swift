import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// What the bars draw in their default appearance.
///
/// Sources (`_BarPainter.swift` cites each): the tint is system blue
/// #007AFF (Apple HIG, "Color"); titles are in the label colour (black,
/// Apple HIG "Color": label); badges system red #FF3B30 (Apple HIG,
/// "Color") with white text; the back button is a chevron and the back
/// title in the tint (Apple HIG, "Navigation bars": "a back button … with a
/// chevron"); unselected tab items grey #999999 and the chrome #F9F9F9 at
/// 94% with a hairline of black at 30%: values not fixed by any source
/// found, our choice (docs/Coverage.md lists them).
@MainActor
@Suite(.uikitTest) struct BarDrawingTests {
    /// The pixels of `image` in `rect` (points) for which `matches` holds.
    private func count(in image: UIImage, _ rect: CGRect, where matches: (RGBA) -> Bool) -> Int {
        var n = 0
        let s = image.scale
        for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
            for x in Int(rect.minX * s)..<Int(rect.maxX * s) where image.rgba(x, y).map(matches) ?? false { n += 1 }
        }
        return n
    }

    /// Whether `p` is an opaque grey within one 8-bit step of `value`.
    private func isGrey(_ p: RGBA?, near value: Double) -> Bool {
        guard let p, p.a == 255, p.r == p.g, p.g == p.b else { return false }
        return abs(Double(p.r) - value) <= 1.5
    }

    private func isTint(_ p: RGBA) -> Bool { p.r < 20 && p.g > 110 && p.g < 135 && p.b > 240 }
    private func isDark(_ p: RGBA) -> Bool { p.r < 40 && p.g < 40 && p.b < 40 }

    @Test func theNavigationBarDrawsItsChromeTitleBackButtonAndItems() {
        let (navigation, inbox) = BarScenes.navigationStack()
        withTestWindow(root: navigation) { window in
            let picture = displayedPicture(of: window)
            let bar = navigation.navigationBar
            let origin = bar.convert(CGPoint.zero, to: window)
            func inWindow(_ r: CGRect) -> CGRect { r.offsetBy(dx: origin.x, dy: origin.y) }
            // The chrome: #F9F9F9 at 94% over the white view behind (249.36 → 249).
            #expect(picture.rgba(atPoint: origin.x + 200, origin.y + 4) == RGBA(249, 249, 249))
            // The hairline: the bar's last pixel row, black at 30% over the
            // chrome: 249 × 0.7 = 174.3, within one step of 8-bit blending.
            let lastRow = Int((origin.y + bar.bounds.height) * 3) - 1
            #expect(isGrey(picture.rgba(600, lastRow), near: 174.3))
            // The title, in the label colour, within its frame only.
            #expect(count(in: picture, inWindow(bar._titleFrame), where: isDark) > 100)
            // The back button: chevron and "Mailboxes" in the tint.
            let back = try! #require(bar._backButton)
            #expect(back.title == "Mailboxes")
            let chevron = CGRect(x: back.frame.minX, y: back.frame.minY, width: 16, height: back.frame.height)
            #expect(count(in: picture, inWindow(chevron), where: isTint) > 50)
            let backTitle = back.frame.divided(atDistance: 20, from: .minXEdge).remainder
            #expect(count(in: picture, inWindow(backTitle), where: isTint) > 100)
            // Each right item (the compose glyph, "Edit") in the tint.
            for item in inbox.navigationItem.rightBarButtonItems ?? [] {
                let frame = try! #require(bar._frame(for: item))
                #expect(count(in: picture, inWindow(frame), where: isTint) > 40)
            }
            // A new title is drawn at the next turn.
            let before = count(in: picture, inWindow(bar._titleFrame), where: isDark)
            inbox.title = "All Inboxes"
            let after = displayedPicture(of: window)
            #expect(count(in: after, inWindow(bar._titleFrame), where: isDark) > before)
        }
    }

    @Test func aDisabledToolbarItemIsGreyedAndTheToolbarHasAHairlineOnTop() {
        let (navigation, inbox) = BarScenes.navigationStack()
        withTestWindow(root: navigation) { window in
            let picture = displayedPicture(of: window)
            let toolbar = navigation.toolbar!
            let origin = toolbar.convert(CGPoint.zero, to: window)
            #expect(isGrey(picture.rgba(600, Int(origin.y * 3)), near: 174.3))
            let items = inbox.toolbarItems ?? []
            let refresh = try! #require(toolbar._frame(for: items[0])).offsetBy(dx: origin.x, dy: origin.y)
            let trash = try! #require(toolbar._frame(for: items[2])).offsetBy(dx: origin.x, dy: origin.y)
            #expect(count(in: picture, refresh, where: isTint) > 40)
            // Disabled: the tint at 35% over the chrome, never the full tint.
            #expect(count(in: picture, trash, where: isTint) == 0)
            #expect(count(in: picture, trash, where: { $0.b > 240 && $0.r > 120 && $0.r < 200 }) > 40)
        }
    }

    @Test func theTabBarDrawsImagesTitlesSelectionAndBadge() {
        let tabs = BarScenes.tabs()
        withTestWindow(root: tabs) { window in
            let picture = displayedPicture(of: window)
            let bar = tabs.tabBar
            let origin = bar.convert(CGPoint.zero, to: window)
            let items = bar.items ?? []
            let frames = items.map { bar._frame(for: $0)!.offsetBy(dx: origin.x, dy: origin.y) }
            // The selected item (the first) in the tint, its template image too.
            #expect(count(in: picture, frames[0], where: isTint) > 100)
            // The others grey #999999, never the tint.
            for frame in frames.dropFirst() {
                #expect(count(in: picture, frame, where: isTint) == 0)
                #expect(count(in: picture, frame, where: { $0 == RGBA(153, 153, 153) }) > 20)
            }
            // The badge: system red with white text, at the image's top right.
            let badge = CGRect(x: frames[0].midX + 4, y: frames[0].minY, width: 18, height: 18)
            #expect(count(in: picture, badge, where: { $0 == RGBA(255, 59, 48) }) > 200)
            #expect(count(in: picture, badge, where: { $0.r > 240 && $0.g > 240 && $0.b > 240 }) > 10)
            // A badge set while shown is drawn at the next turn (Apple,
            // `UITabBarItem.badgeValue`: the item shows the badge's text).
            let calendarBadge = CGRect(x: frames[1].midX + 4, y: frames[1].minY, width: 18, height: 18)
            #expect(count(in: picture, calendarBadge, where: { $0 == RGBA(255, 59, 48) }) == 0)
            items[1].badgeValue = "1"
            #expect(count(in: displayedPicture(of: window), calendarBadge, where: { $0 == RGBA(255, 59, 48) }) > 200)
            // Selecting another tab draws it in the tint.
            tabs.selectedIndex = 1
            let after = displayedPicture(of: window)
            #expect(count(in: after, frames[1], where: isTint) > 100)
            #expect(count(in: after, frames[0], where: isTint) == 0)
        }
    }

    @Test func aLargeTitleIsDrawnAtTheLeadingMarginUnderTheItems() {
        let navigation = BarScenes.largeTitle()
        withTestWindow(root: navigation) { window in
            let picture = displayedPicture(of: window)
            let bar = navigation.navigationBar
            let origin = bar.convert(CGPoint.zero, to: window)
            let frame = bar._titleFrame.offsetBy(dx: origin.x, dy: origin.y)
            #expect(bar._titleFrame.minX == 16 && bar._titleFrame.minY == 44)
            // Dark pixels from the leading margin, none in the standard row's middle.
            #expect(count(in: picture, CGRect(x: frame.minX, y: frame.minY, width: 30, height: frame.height), where: isDark) > 100)
            #expect(count(in: picture, CGRect(x: 100, y: origin.y, width: 190, height: 44), where: isDark) == 0)
        }
    }

    /// In a regular width the image sits beside the title (Apple HIG, "Tab
    /// bars": icons and titles "can appear side by side"): the selected
    /// item's tint is in one row, none in the item's lower part.
    @Test func onAnIPadTabImagesSitBesideTheirTitles() {
        let tabs = BarScenes.tabs()
        withTestWindow(size: CGSize(width: 1024, height: 768), root: tabs) { window in
            window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2, idiom: .pad)
            let picture = displayedPicture(of: window)
            let bar = tabs.tabBar
            #expect(bar.traitCollection.horizontalSizeClass == .regular)
            let origin = bar.convert(CGPoint.zero, to: window)
            let frame = bar._frame(for: bar.items![0])!.offsetBy(dx: origin.x, dy: origin.y)
            let middle = CGRect(x: frame.minX - 40, y: frame.midY - 6, width: frame.width + 80, height: 12)
            let lower = CGRect(x: frame.minX - 40, y: frame.midY + 14, width: frame.width + 80, height: frame.maxY - frame.midY - 14)
            #expect(count(in: picture, middle, where: isTint) > 40)
            #expect(count(in: picture, lower, where: isTint) == 0)
        }
    }

    private func isRed(_ p: RGBA) -> Bool { p.r > 240 && p.g < 80 && p.b < 70 }

    /// The bars draw their items in their ``UIView/tintColor`` (Apple,
    /// `UINavigationBar.tintColor`: "the tint color to apply to the
    /// navigation items and bar button items"; `UITabBar.tintColor` for the
    /// selected item; `UITabBar.unselectedItemTintColor` for the others),
    /// inherited from the window like any view's (Apple, `UIView.tintColor`),
    /// and redraw when it changes (`tintColorDidChange()`); an
    /// `.alwaysOriginal` tab image keeps its own colours (Apple,
    /// `UIImage.RenderingMode.alwaysOriginal`: "always draw the original
    /// image, without treating it as a template").
    @Test func barsDrawInTheirTintColor() {
        let (navigation, inbox) = BarScenes.navigationStack()
        withTestWindow(root: navigation) { window in
            window.tintColor = .systemRed
            let picture = displayedPicture(of: window)
            let bar = navigation.navigationBar
            let origin = bar.convert(CGPoint.zero, to: window)
            let back = try! #require(bar._backButton)
            #expect(count(in: picture, back.frame.offsetBy(dx: origin.x, dy: origin.y), where: isRed) > 100)
            #expect(count(in: picture, back.frame.offsetBy(dx: origin.x, dy: origin.y), where: isTint) == 0)
            for item in inbox.navigationItem.rightBarButtonItems ?? [] {
                let frame = try! #require(bar._frame(for: item)).offsetBy(dx: origin.x, dy: origin.y)
                #expect(count(in: picture, frame, where: isRed) > 40)
            }
        }
        let tabs = BarScenes.tabs()
        withTestWindow(root: tabs) { window in
            let bar = tabs.tabBar
            bar.tintColor = .systemRed
            bar.unselectedItemTintColor = .systemBlue
            let items = bar.items ?? []
            let swatch = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                UIColor.systemGreen.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            items[1].image = swatch.withRenderingMode(.alwaysOriginal)
            let picture = displayedPicture(of: window)
            let origin = bar.convert(CGPoint.zero, to: window)
            let frames = items.map { bar._frame(for: $0)!.offsetBy(dx: origin.x, dy: origin.y) }
            #expect(count(in: picture, frames[0], where: isRed) > 100)
            #expect(count(in: picture, frames[0], where: isTint) == 0)
            // The second item's title in the unselected tint, its image green.
            #expect(count(in: picture, frames[1], where: isTint) > 20)
            #expect(count(in: picture, frames[1], where: { $0 == RGBA(52, 199, 89) }) > 200)
        }
    }

    /// In a compact height (an iPhone in landscape) the image sits beside
    /// the title too (Apple HIG, "Tab bars": "in landscape, the icons and
    /// titles can appear side by side"): the title's baseline is near the
    /// middle of the 32-point row, not 5 points above its bottom, and
    /// "Mail" (narrower than the 25-point image and its 6-point gap) starts
    /// right of the item's centre. Read from the SVG's `<tspan>`.
    @Test func onAnIPhoneInLandscapeTabImagesSitBesideTheirTitles() throws {
        let tabs = BarScenes.tabs()
        try withTestWindow(size: CGSize(width: 390, height: 844), root: tabs) { window in
            window.rotate(to: .landscapeLeft)
            TestClock.settle()
            let bar = tabs.tabBar
            #expect(bar.traitCollection.verticalSizeClass == .compact)
            let frame = try #require(bar._frame(for: bar.items![0]))
            let svg = String(decoding: bar.svgData(), as: UTF8.self)
            let line = try #require(svg.split(separator: "\n").first { $0.contains(">Mail</tspan>") })
            func attribute(_ name: String) -> CGFloat? {
                guard let start = line.range(of: " \(name)=\"") else { return nil }
                return Double(line[start.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
            }
            let x = try #require(attribute("x"))
            let baseline = try #require(attribute("y"))
            #expect(baseline < frame.maxY - 8, "baseline \(baseline) in \(frame)")
            #expect(x > frame.midX, "x \(x) in \(frame)")
        }
    }
}
