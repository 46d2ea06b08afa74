import Foundation

/// Adding, removing and changing segments.
///
/// Apple, `insertSegment(withTitle:at:animated:)`: the index must lie in
/// 0…`numberOfSegments`; "values exceeding this upper range are pinned to
/// it". A negative index is pinned to 0 and reported (our reading). The
/// per-segment setters and getters report an index outside the segments
/// and change nothing (UIKit raises; OpenUIKit never traps).
extension UISegmentedControl {
    /// Inserts a segment showing `title` at `segment` (pinned to 0…count).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(_Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to 0…count).
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(_Segment(image: image), at: segment)
    }

    /// Inserts a segment that shows `action`'s title or image and performs
    /// it when selected, at `segment` (pinned to 0…count).
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _insert(_Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`; the selection follows its segment
    /// (none when it is the one removed).
    public func removeSegment(at segment: Int, animated: Bool) {
        guard _check(segment, "removeSegment(at:animated:)") else { return }
        _segments.remove(at: segment)
        if _selectedIndex == segment {
            _selectedIndex = Self.noSegment
        } else if _selectedIndex > segment {
            _selectedIndex -= 1
        }
        _segmentsDidChange()
    }

    /// Removes every segment; none is selected.
    public func removeAllSegments() {
        _segments.removeAll()
        _selectedIndex = Self.noSegment
        _segmentsDidChange()
    }

    /// Sets the title of the segment at `segment`.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard _check(segment, "setTitle(_:forSegmentAt:)") else { return }
        _segments[segment].title = title
        _segmentsDidChange()
    }

    /// The title of the segment at `segment` (nil for a bad index, reported).
    public func titleForSegment(at segment: Int) -> String? {
        _check(segment, "titleForSegment(at:)") ? _segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`.
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard _check(segment, "setImage(_:forSegmentAt:)") else { return }
        _segments[segment].image = image
        _segmentsDidChange()
    }

    /// The image of the segment at `segment` (nil for a bad index, reported).
    public func imageForSegment(at segment: Int) -> UIImage? {
        _check(segment, "imageForSegment(at:)") ? _segments[segment].image : nil
    }

    /// Sets the action of the segment at `segment`, and shows its title.
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard _check(segment, "setAction(_:forSegmentAt:)") else { return }
        _segments[segment].action = action
        _segments[segment].title = action.title.isEmpty ? _segments[segment].title : action.title
        _segmentsDidChange()
    }

    /// The action of the segment at `segment`, if it has one.
    public func actionForSegment(at segment: Int) -> UIAction? {
        _check(segment, "actionForSegment(at:)") ? _segments[segment].action : nil
    }

    /// Enables or disables the segment at `segment`; a disabled segment takes no taps.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard _check(segment, "setEnabled(_:forSegmentAt:)") else { return }
        _segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    /// Whether the segment at `segment` is enabled (false for a bad index, reported).
    public func isEnabledForSegment(at segment: Int) -> Bool {
        _check(segment, "isEnabledForSegment(at:)") ? _segments[segment].isEnabled : false
    }

    /// Sets the width of the segment at `segment`; 0 (the default) sizes it automatically.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard _check(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width.isFinite, width >= 0 else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(_shortDescription): setWidth(_:forSegmentAt:): \(width) is not a width; the segment keeps its width.")
            return
        }
        _segments[segment].width = width
        _segmentsDidChange()
    }

    /// The width set for the segment at `segment` (0: automatic).
    public func widthForSegment(at segment: Int) -> CGFloat {
        _check(segment, "widthForSegment(at:)") ? _segments[segment].width : 0
    }

    func _insert(_ segment: _Segment, at index: Int) {
        if index < 0 {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(_shortDescription): segment index \(index) is negative; the segment is inserted first.")
        }
        let pinned = min(max(0, index), _segments.count)
        _segments.insert(segment, at: pinned)
        if _selectedIndex >= pinned { _selectedIndex += 1 }
        _segmentsDidChange()
    }

    func _check(_ index: Int, _ call: String) -> Bool {
        guard _segments.indices.contains(index) else {
            _reportBadIndex(index, call)
            return false
        }
        return true
    }

    func _reportBadIndex(_ index: Int, _ call: String) {
        UIApplication.shared.diagnostics.report(
            .misuse,
            "\(_shortDescription): \(call): segment index \(index) is out of bounds (\(_segments.count) segments); nothing changed.")
    }

    func _segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
