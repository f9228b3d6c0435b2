#!/usr/bin/env python3
"""Makes the games' sounds (issue 37), our own: short synthesised WAV files, 22 050 Hz, mono,
16 bit. Run it from anywhere; it writes the .wav files beside itself. The output is the same on
every run (a fixed seed), so the files in git are what it makes."""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    with wave.open(str(HERE / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32767 * 0.8 * s / peak)) for s in samples))


def tone(freq, seconds, decay=6.0, harmonics=(1.0, 0.35, 0.15)):
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(v * math.exp(-decay * t) * min(1.0, t * 200))
    return out


def mix(*parts):
    n = max(len(p) for p, _ in parts)
    out = [0.0] * n
    for p, start in parts:
        offset = int(start * RATE)
        for i, v in enumerate(p):
            if offset + i < n:
                out[offset + i] += v
    return out


def pad(samples, seconds):
    return samples + [0.0] * max(0, int(seconds * RATE) - len(samples))


rng = random.Random(37)


def clack(seconds=0.05, colour=0.6):
    # A knock of a die on wood: noise through a one-pole low-pass, quickly damped.
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        last = colour * last + (1 - colour) * rng.uniform(-1, 1)
        out.append(last * math.exp(-60 * i / RATE))
    return out


# Dice: four knocks, closer and softer, as a die tumbles and stops.
dice = mix(*[([v * g for v in clack()], t) for t, g in ((0.0, 1.0), (0.09, 0.8), (0.16, 0.55), (0.21, 0.35))])
write("dice", pad(dice, 0.3))

# A card: a short swish of brighter noise, rising then falling.
swish = []
n = int(RATE * 0.16)
last = 0.0
for i in range(n):
    last = 0.3 * last + 0.7 * rng.uniform(-1, 1)
    swish.append(last * math.sin(math.pi * i / n) ** 2)
write("card", swish)

# A battle won: three rising notes (a major arpeggio).
won = mix((tone(523.25, 0.5), 0.0), (tone(659.25, 0.5), 0.12), (tone(783.99, 0.7, 4.0), 0.24))
write("won", pad(won, 0.95))

# A battle lost: two falling notes, lower and darker.
lost = mix((tone(392.0, 0.5, 5.0, (1.0, 0.2)), 0.0), (tone(311.13, 0.8, 3.5, (1.0, 0.2)), 0.2))
write("lost", pad(lost, 1.0))

# Your turn: one soft bell.
write("turn", tone(880.0, 0.9, 4.5, (1.0, 0.5, 0.25, 0.1)))

# A robbery (the board game's steal): a low thump and a quick grab of noise.
thump = tone(110.0, 0.35, 14.0, (1.0, 0.5))
grab = []
last = 0.0
for i in range(int(RATE * 0.1)):
    last = 0.5 * last + 0.5 * rng.uniform(-1, 1)
    grab.append(0.6 * last * math.exp(-30 * i / RATE))
write("robbery", pad(mix((thump, 0.0), (grab, 0.12)), 0.45))

# A trade done: two bright clinks, as of coins.
clink = tone(1568.0, 0.25, 18.0, (1.0, 0.3, 0.4))
write("trade", pad(mix((clink, 0.0), ([0.8 * v for v in tone(2093.0, 0.3, 16.0, (1.0, 0.3, 0.4))], 0.09)), 0.45))
