/** Types of the jest-dom matchers that the shared jest.setup.ui.ts installs. */
import '@testing-library/jest-dom';
