/**
 * A short two-note chime for a new order, made with Web Audio (no sound file to ship). A
 * browser may refuse sound before the page was clicked: then it stays silent.
 */
export function playChime(): void {
  try {
    const context = new AudioContext();
    const notes = [880, 1320];
    notes.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = context.currentTime + index * 0.18;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
    setTimeout(() => context.close().catch(() => {}), 600);
  } catch {
    // No audio here (a locked-down browser): the badge still counts.
  }
}
