export { END_SCREEN } from './constants';
