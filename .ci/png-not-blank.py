#!/usr/bin/env python3
"""Fails unless a PNG screenshot shows something: enough pixels that are not the
background, in enough colours, in its top 1000 rows (a blank page is blank at
the top too; decoding in pure Python costs about 3 s per 1000 rows of 1200).
Reads 8-bit RGB/RGBA PNGs (what Chromium writes) with the standard library only."""
import struct
import sys
import zlib


def pixels(path, limit=1000):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                sys.exit(f"{path}: unexpected PNG format (depth {depth}, colour type {colour})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride = zlib.decompressobj().decompress(idat, (width * channels + 1) * limit), width * channels
    previous, rows, offset = bytearray(stride), [], 0
    for _ in range(min(height, limit)):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


path = sys.argv[1]
width, height, channels, rows = pixels(path)
counts = {}
for row in rows[::4]:
    for x in range(0, width * channels, channels * 4):
        colour = row[x:x + 3]
        counts[colour] = counts.get(colour, 0) + 1
total = sum(counts.values())
background = max(counts.values())
share = 1 - background / total
if len(counts) < 16 or share < 0.05:
    sys.exit(f"{path}: looks blank ({len(counts)} colours, {share:.1%} not background)")
print(f"{path}: {width}x{height}, {len(counts)} colours, {share:.0%} not background")
