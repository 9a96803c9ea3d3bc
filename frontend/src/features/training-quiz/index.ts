export { CourseQuizLinks, useQuizCourses } from './components/quiz-links';
