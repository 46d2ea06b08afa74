#!/usr/bin/env python3
# Writes the PNG fixtures of Tests/OpenUIKitTests/Images/PNGDecodingTests.swift
# (base64, one per line) with Python's zlib, independent of OpenUIKit.
# Each image is made from a formula the test restates.
import zlib, struct, base64
def chunk(t, d):
    c = struct.pack('>I', len(d)) + t + d
    return c + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
def png(w, h, depth, ctype, rows, interlace=0, extra=b'', level=9):
    raw = b''.join(rows)
    ihdr = struct.pack('>IIBBBBB', w, h, depth, ctype, 0, 0, interlace)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr) + extra + chunk(b'IDAT', zlib.compress(raw, level)) + chunk(b'IEND', b'')
def filt(rowbytes, prev, ftype, bpp):
    out = bytearray()
    for i, x in enumerate(rowbytes):
        a = rowbytes[i-bpp] if i >= bpp else 0
        b = prev[i] if prev else 0
        c = prev[i-bpp] if prev and i >= bpp else 0
        if ftype == 0: p = 0
        elif ftype == 1: p = a
        elif ftype == 2: p = b
        elif ftype == 3: p = (a + b) // 2
        else:
            pp = a + b - c; pa, pb, pc = abs(pp-a), abs(pp-b), abs(pp-c)
            p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        out.append((x - p) & 255)
    return bytes([ftype]) + bytes(out)
# 1: RGB 8-bit 16x16, filters cycling 0..4: pixel = (x*16, y*16, (x+y)*8)
W=H=16
rows=[]; prev=None
for y in range(H):
    r = bytes(v for x in range(W) for v in (x*16, y*16, (x+y)*8))
    rows.append(filt(r, prev, y % 5, 3)); prev = r
out = {'rgb8': png(W, H, 8, 2, rows)}
# 2: RGBA 8 16x16 alpha = x*17, filters cycling
rows=[]; prev=None
for y in range(H):
    r = bytes(v for x in range(W) for v in (255, y*16, 0, x*17))
    rows.append(filt(r, prev, (y+2) % 5, 4)); prev = r
out['rgba8'] = png(W, H, 8, 6, rows)
# 3: palette 2-bit 5x3, palette red green blue white, tRNS alpha for entry 3 = 0
pal = bytes([255,0,0, 0,255,0, 0,0,255, 255,255,255])
rows=[]
for y in range(3):
    idx=[(x+y)%4 for x in range(5)]
    bits=0; n=0; b=bytearray()
    for i in idx:
        bits=(bits<<2)|i; n+=2
        if n==8: b.append(bits); bits=0; n=0
    if n: b.append(bits<<(8-n))
    rows.append(b'\x00'+bytes(b))
out['pal2'] = png(5, 3, 2, 3, rows, extra=chunk(b'PLTE', pal)+chunk(b'tRNS', bytes([255,255,255,0])))
# 4: grey 1-bit 10x2: row0 alternating starting white, row1 all black
rows=[b'\x00'+bytes([0b10101010, 0b10000000]), b'\x00'+bytes([0,0])]
out['grey1'] = png(10, 2, 1, 0, rows)
# 5: grey+alpha 16-bit 4x1: grey x*0x5555 high byte, alpha 0xFFFF
r=b''.join(struct.pack('>HH', x*0x5555, 0xFFFF) for x in range(4))
out['greyalpha16'] = png(4, 1, 16, 4, [b'\x00'+r])
# 6: grey 8 with tRNS key 128: 4x1 values 0,128,200,128
out['greytrns'] = png(4, 1, 8, 0, [b'\x00'+bytes([0,128,200,128])], extra=chunk(b'tRNS', struct.pack('>H',128)))
# 7: interlaced RGB 8-bit 11x9, pixel=(x*20, y*25, 100)
W,H=11,9
passes=[(0,0,8,8),(4,0,8,8),(0,4,4,8),(2,0,4,4),(0,2,2,4),(1,0,2,2),(0,1,1,2)]
rows=[]
for (x0,y0,dx,dy) in passes:
    prev=None
    for y in range(y0,H,dy):
        xs=list(range(x0,W,dx))
        if not xs: continue
        r=bytes(v for x in xs for v in (x*20,y*25,100))
        rows.append(filt(r,prev,(y//dy)%5,3)); prev=r
out['interlaced'] = png(W, H, 8, 2, rows, interlace=1)
# 8: stored blocks (level 0)
out['stored'] = png(4, 2, 8, 2, [b'\x00'+bytes(range(12)), b'\x02'+bytes([1]*12)], level=0)
for k, v in out.items():
    print(k, base64.b64encode(v).decode())
