import Foundation

extension UINavigationBar {
    /// Where `item` sits in the bar, in the bar's coordinates, while it is
    /// one of the top navigation item's bar button items; nil otherwise (an
    /// item of another navigation item, a hidden one, or one another bar
    /// took since).
    ///
    /// OpenUIKit only: the bar draws its items and routes touches
    /// to them with these frames. The rules and their sources are in
    /// `UINavigationBar+Layout.swift`.
    public func _frame(for item: UIBarButtonItem) -> CGRect? {
        guard let top = topItem, item._holder === top, !item.isHidden else { return nil }
        return _leftItemFrames()._frame(of: item) ?? _rightItemFrames()._frame(of: item)
    }

    /// Where the title (or the title view) sits: centred in the standard
    /// row, moved to fit between the left and right items; with a large
    /// title, the large title's row under the standard one. Zero width for
    /// no title. OpenUIKit only.
    public var _titleFrame: CGRect {
        let top = topItem
        if _showsLargeTitle, !traitCollection._usesCompactBars {
            let x = _leadingEdge + _margin
            return CGRect(
                x: x, y: _rowY + Self._height(for: traitCollection), width: max(0, _trailingEdge - _margin - x),
                height: Self._largeTitleRowHeight)
        }
        let width = top?.titleView.map(\.bounds.width) ?? top?.title.map { _BarPainter.width(of: $0, font: _BarPainter.titleFont) } ?? 0
        let leftLimit = (_leftItemFrames().last?.frame.maxX).map { $0 + Self._itemSpacing } ?? (_leadingEdge + _margin)
        let rightLimit = (_rightItemFrames().last?.frame.minX).map { $0 - Self._itemSpacing } ?? (_trailingEdge - _margin)
        let available = max(0, rightLimit - leftLimit)
        let fitted = min(width, available)
        let x = min(max((bounds.width - fitted) / 2, leftLimit), rightLimit - fitted)
        return _rowRect(x: x, width: fitted)
    }

    /// OpenUIKit only: the back button's frame and the title it shows
    /// (empty for the indicator alone), or nil when the top item shows none.
    public var _backButton: (frame: CGRect, title: String)? {
        guard let frame = _backButtonFrame, let title = _backButtonTitle else { return nil }
        return (frame, title)
    }

    /// The top item's left items, from the leading side (after the back
    /// button when they supplement it; the back button counted at its
    /// indicator's width, to keep the title's place independent of it).
    func _leftItemFrames() -> [(item: UIBarButtonItem, frame: CGRect)] {
        guard let top = topItem else { return [] }
        var x =
            _showsBackButton
            ? _leadingEdge + Self._backButtonInset + Self._backIndicatorWidth + Self._itemSpacing : _leadingEdge + _margin
        var frames: [(item: UIBarButtonItem, frame: CGRect)] = []
        for item in top._leftItems where !item.isHidden && item._holder === top {
            let width = item._contentWidth
            frames.append((item, _rowRect(x: x, width: width)))
            x += width + Self._itemSpacing
        }
        return frames
    }

    /// The top item's right items, the first at the trailing side.
    func _rightItemFrames() -> [(item: UIBarButtonItem, frame: CGRect)] {
        guard let top = topItem else { return [] }
        var maxX = _trailingEdge - _margin
        var frames: [(item: UIBarButtonItem, frame: CGRect)] = []
        for item in top._rightItems where !item.isHidden && item._holder === top {
            let width = item._contentWidth
            frames.append((item, _rowRect(x: maxX - width, width: width)))
            maxX -= width + Self._itemSpacing
        }
        return frames
    }

    /// The leading edge of the bar's safe area.
    var _leadingEdge: CGFloat { safeAreaInsets.left }
    /// The trailing edge of the bar's safe area.
    var _trailingEdge: CGFloat { bounds.width - safeAreaInsets.right }
    /// The bar's margin: 16 points, 20 in a regular width.
    var _margin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }
    /// The top of the standard row (under the prompt's row, when there is one).
    var _rowY: CGFloat { topItem?.prompt != nil ? Self._promptRowHeight : 0 }

    /// A rectangle of the standard row.
    func _rowRect(x: CGFloat, width: CGFloat) -> CGRect {
        CGRect(x: x, y: _rowY, width: width, height: Self._height(for: traitCollection))
    }
}

extension [(item: UIBarButtonItem, frame: CGRect)] {
    /// The frame given to `item`, if it is here.
    func _frame(of item: UIBarButtonItem) -> CGRect? {
        for entry in self where entry.item === item { return entry.frame }
        return nil
    }
}
