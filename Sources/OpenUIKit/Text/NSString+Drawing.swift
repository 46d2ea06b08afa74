import Foundation

/// Drawing strings with attributes into the current context, as UIKit's
/// `NSString` drawing additions.
extension NSString {
    /// Draws the string with its top-left corner at `point` in the current
    /// context: one line per paragraph, nothing wraps.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped to the width of `rect`, the lines that fit
    /// its height, in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` with the options, as
    /// ``boundingRect(with:options:attributes:context:)`` measures it.
    @preconcurrency @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

/// Drawing Swift strings with attributes, as UIKit's bridged `NSString` methods.
extension StringProtocol {
    /// Draws the string with its top-left corner at `point` in the current
    /// context: one line per paragraph, nothing wraps.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let runs = [_TextLayout.run(Substring(self), attrs)]
        _TextLayout.draw(runs, at: point, function: "draw(at:withAttributes:)")
    }

    /// Draws the string wrapped to the width of `rect`, the lines that fit
    /// its height, in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let runs = [_TextLayout.run(Substring(self), attrs)]
        _TextLayout.draw(runs, with: rect, options: .usesLineFragmentOrigin, context: nil, function: "draw(in:withAttributes:)")
    }

    /// Draws the string in `rect` with the options, as
    /// ``boundingRect(with:options:attributes:context:)`` measures it.
    @preconcurrency @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        let runs = [_TextLayout.run(Substring(self), attributes)]
        _TextLayout.draw(runs, with: rect, options: options, context: context, function: "draw(with:options:attributes:context:)")
    }
}

/// Drawing attributed strings into the current context, as UIKit's
/// `NSAttributedString` drawing additions.
extension NSAttributedString {
    /// Draws the string with its top-left corner at `point` in the current
    /// context: one line per paragraph, nothing wraps.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        _TextLayout.draw(_TextLayout.runs(of: self), at: point, function: "draw(at:)")
    }

    /// Draws the string wrapped to the width of `rect`, the lines that fit
    /// its height, in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        _TextLayout.draw(_TextLayout.runs(of: self), with: rect, options: .usesLineFragmentOrigin, context: nil, function: "draw(in:)")
    }

    /// Draws the string in `rect` with the options, as
    /// ``boundingRect(with:options:context:)`` measures it.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        _TextLayout.draw(
            _TextLayout.runs(of: self), with: rect, options: options, context: context, function: "draw(with:options:context:)")
    }
}

extension _TextLayout {
    /// Draws runs laid out without a width, their top-left corner at `point`.
    @MainActor
    static func draw(_ runs: [Run], at point: CGPoint, function: String) {
        guard let context = _GraphicsContexts.current(for: function) else { return }
        _TextLayout(runs: runs, container: Container()).draw(at: point, in: context, color: .black)
    }

    /// Draws runs in `rect` as ``boundingRect(_:size:options:context:)``
    /// lays them out: with ``NSStringDrawingOptions/usesLineFragmentOrigin``
    /// wrapped to the width from the top-left corner, the lines that fit
    /// the height; without it one line whose baseline is the origin.
    @MainActor
    static func draw(_ runs: [Run], with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?, function: String)
    {
        guard let cgContext = _GraphicsContexts.current(for: function) else { return }
        let r = rect.standardized
        var container = Container(usesFontLeading: options.contains(.usesFontLeading))
        if options.contains(.usesLineFragmentOrigin) {
            container.width = r.width.isNaN || r.width <= 0 ? .infinity : r.width
            let limited = r.height.isFinite && r.height > 0
            if options.contains(.truncatesLastVisibleLine), limited { container.maximumHeight = r.height }
            let layout = _TextLayout(runs: runs, container: container)
            let count = limited ? layout.lineCount(within: r.height) : layout.lines.count
            layout.draw(at: r.origin, in: cgContext, color: .black, lineCount: count)
            context?.totalBounds = CGRect(origin: .zero, size: layout.size)
        } else {
            container.maximumLines = 1
            container.lineBreakMode = .byClipping
            let layout = _TextLayout(runs: runs, container: container)
            layout.draw(at: CGPoint(x: r.minX, y: r.minY - layout.firstBaseline), in: cgContext, color: .black)
            context?.totalBounds = CGRect(x: 0, y: -layout.firstBaseline, width: layout.size.width, height: layout.size.height)
        }
    }
}
