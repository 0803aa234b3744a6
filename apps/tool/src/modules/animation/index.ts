/** Named Lottie animations (lottie-web's light build, loaded with the first animation). */
export { LottiePlayer } from './components/LottiePlayer';
